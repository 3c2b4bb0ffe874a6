-- The importer looks profiles up by lower(username) in batches. With GIN's fast-update pending
-- list, every such lookup that the planner sends to this trigram index reads the whole unsorted
-- list first (4-12 s per 500-row batch on PostgreSQL 15 before autovacuum flushes it, issue 32);
-- without it each row's trigrams go into the index at once, as influencers_match_keys_idx does.
ALTER INDEX "influencers_username_trgm_idx" SET (fastupdate = off);
