// Every table of the product. Tenant tables carry ferrier_id, created_at and updated_at (see columns.ts).
export * from './ferriers';
export * from './auth';
export * from './enums';
export * from './files';
export * from './customers';
export * from './animals';
export * from './bookings';
export * from './journals';
export * from './journal-history';
export * from './journal-templates';
export * from './inventory';
export * from './services';
export * from './invoices';
export * from './billing';
export * from './sharing';
export * from './messaging';
export * from './staff-profiles';
