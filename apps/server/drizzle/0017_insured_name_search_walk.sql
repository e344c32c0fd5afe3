-- The Insured list searched and sorted by name walks this index alone: the name order with each
-- holder's search text beside it, so the search's LIKE is tested on the index entry, with no heap
-- read per holder. A common surname's holders sit late in that order ('Aisha Nguyen' after every
-- 'Aisha A…' to 'Aisha M…': 13,900 holders at 1,000,000 quotes), which a walk of the table read
-- one heap row at a time (src/repositories/insured.ts). Not in src/db/schema: drizzle's index
-- builder has no INCLUDE.
CREATE INDEX "insureds_main_full_name_id_search" ON "insureds" ("full_name", "id") INCLUDE ("search") WHERE "primary_insured_id" IS NULL;
