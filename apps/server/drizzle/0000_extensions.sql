-- Trigram indexes make the back office's case-insensitive searches (ILIKE '%term%') fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
