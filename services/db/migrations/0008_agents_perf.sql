-- Employee search at 100,000 agents per client (issue 5 "Performance", npm run bench:agents).
--
-- A GIN index with fastupdate (the default) keeps new entries in a "pending list" until it
-- reaches gin_pending_list_limit (4 MB by default) or a VACUUM merges it, and EVERY search
-- scans that list in full. After a 10,000-row employee import the name-trigram index held
-- 351 pending pages (9,514 entries) and a name search through agent_search_ids took about
-- 20 ms instead of 2 ms, until autovacuum came by. Capping the list at 256 kB keeps at
-- most ~30 pages to scan, while inserts still go through the list in batches: measured on
-- the same 10,000-row insert, as fast as the default and well ahead of fastupdate = off
-- (which cost 60-100 % more).
ALTER INDEX agents_name_trgm SET (gin_pending_list_limit = 256);
ALTER INDEX agents_custom_data SET (gin_pending_list_limit = 256);
