-- Employees ("agents") list and timeline at 100,000 agents per client (issue 5).
--
-- Under row-level security PostgreSQL uses an index for a query's condition only when the
-- condition's operator is leakproof (else it could leak rows of other clients through
-- errors before the policy filters them). ILIKE, the trigram operators and lower() are not
-- leakproof, so a name or e-mail search made by tenaga_app scans the whole table. The
-- function below runs that one search as the owner (who bypasses RLS, like the auth
-- look-ups of 0001), always within app_client_id(), and answers only ids; the list query
-- then reads those rows under RLS as usual. NIK and phone prefixes need no such help: the
-- pattern comparison operators (~>=~, ~<~) are leakproof, so they use their indexes as is.

-- Short name queries (1–2 characters) have no trigram: they match the start of the name.
CREATE INDEX agents_name_lower_prefix ON agents (client_id, lower(full_name) text_pattern_ops);
-- E-mail prefix search (e-mails are stored lower-cased by the service).
CREATE INDEX agents_email_prefix ON agents (client_id, lower(email) text_pattern_ops)
  WHERE email IS NOT NULL;
-- The list's default order: newest first.
CREATE INDEX agents_client_created ON agents (client_id, created_at, id);
-- The list filters of 0003 lacked these; they also let the total count of a filtered list
-- read the index instead of every row.
CREATE INDEX agents_worker_status ON agents (client_id, worker_status);
CREATE INDEX agents_contract_type ON agents (client_id, contract_type);
CREATE INDEX agents_contract_status ON agents (client_id, contract_status);
CREATE INDEX agents_domicile_city ON agents (client_id, domicile_city_id);
-- An agent's timeline: its audit rows, newest first.
CREATE INDEX audit_log_entity ON audit_log (client_id, entity_type, entity_id, id);

-- Ids of the caller's client's agents whose name contains `p_contains` (an ILIKE pattern,
-- already escaped, e.g. '%budi%'), or whose lower-cased name or e-mail lies in
-- [p_prefix_from, p_prefix_to) (a prefix as a range, so the btree index applies).
CREATE FUNCTION agent_search_ids(p_contains text, p_prefix_from text, p_prefix_to text)
  RETURNS integer[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT coalesce(array_agg(DISTINCT m.id), '{}') FROM (
    SELECT a.id FROM agents a
    WHERE p_contains IS NOT NULL AND a.client_id = app_client_id()
      AND a.full_name ILIKE p_contains
    UNION ALL
    SELECT a.id FROM agents a
    WHERE p_prefix_from IS NOT NULL AND a.client_id = app_client_id()
      AND lower(a.full_name) ~>=~ p_prefix_from AND lower(a.full_name) ~<~ p_prefix_to
    UNION ALL
    SELECT a.id FROM agents a
    WHERE p_prefix_from IS NOT NULL AND a.client_id = app_client_id() AND a.email IS NOT NULL
      AND lower(a.email) ~>=~ p_prefix_from AND lower(a.email) ~<~ p_prefix_to
  ) m
$$;

REVOKE ALL ON FUNCTION agent_search_ids(text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION agent_search_ids(text, text, text) TO tenaga_app;
