-- The audit-log search (issue 11 A7): GET /client/audit-log?q= finds text anywhere in the
-- action, entity and actor name of an entry (services/main/client/audit.ts,
-- AUDIT_SEARCH_TEXT: the expression here must stay the same for the index to be used).
-- Per client, like agents_client_name_trgm (0010): with RLS every query asks for
-- `client_id = app_client_id()`, and btree_gin lets the index answer only the caller's rows.
CREATE INDEX audit_log_client_search_trgm ON audit_log
  USING gin (client_id, (action || ' ' || entity_type || ' ' || entity_id || ' ' || actor_label) gin_trgm_ops);
