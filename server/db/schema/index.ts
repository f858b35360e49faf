// Every table of the product. Tenant tables carry ferrier_id, created_at and updated_at (see columns.ts).
export * from './ferriers';
export * from './auth';
