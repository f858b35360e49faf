-- Trigram search for the registers (customers, animals, products, services); pg_trgm is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
