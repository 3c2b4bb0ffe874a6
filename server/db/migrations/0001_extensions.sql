-- Trigram matching for typo-tolerant handle search (GIN gin_trgm_ops). PGlite loads the contrib
-- module in server/db/client.ts; btree_gin is deliberately not used (PGlite 0.5.16 load-order bug).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
