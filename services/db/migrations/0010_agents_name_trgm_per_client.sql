-- The name-trigram index per client (issue 5 review).
--
-- agents_name_trgm (0003) indexed every client's names together, so a name search found the
-- matches of all clients and then read each row to throw the other clients' away. Every
-- search that uses it (agent_search_page of 0009, agent_search_ids of 0005) asks for
-- `client_id = app_client_id() AND full_name ILIKE …`; with btree_gin the index takes the
-- client too and answers only the caller's rows.
--
-- Measured on two clients of 100,000 agents each (npm run seed:scale twice; the same name
-- distribution in both), agent_search_page as the console calls it (page of 10, -createdAt):
--   "wijaya" (1,231 matches): 2,246 → 1,152 buffers; median 10.5–11 ms → 7–9 ms
--   "sit" (1,886 matches): median 13–20 ms → 9–11 ms; "budi": 9–12 ms → 7–8 ms
--   a rare text ("abdul costan", 3 matches): 1.3–1.8 ms → 1.5–2.9 ms (the client's key has
--   a long posting list to intersect) — a millisecond on the cheapest searches
-- The other clients' rows no longer cost anything, so the gain grows with every client on
-- the database. Inserting 10,000 agents cost the same with either index (0.8–1.1 s).
-- The old index is dropped: nothing searches names across clients.
--
-- CREATE INDEX (not CONCURRENTLY: migrations run in a transaction) blocks writes to agents
-- while it builds, about 1 s per 200,000 agents.
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE INDEX agents_client_name_trgm ON agents USING gin (client_id, full_name gin_trgm_ops)
  WITH (gin_pending_list_limit = 256);

DROP INDEX agents_name_trgm;
