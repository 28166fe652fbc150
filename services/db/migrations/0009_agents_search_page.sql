-- One page of an employee search, with its total, in one pass (issue 5 "Performance").
--
-- 0005's agent_search_ids answers the ids matching a name or e-mail; the list then read
-- every match again under RLS to filter, count and sort it. A broad name search ("sit",
-- "wijaya") matches thousands of agents at 100,000 per client, and that second pass cost
-- more than the search. (NIK and phone prefixes stay with the service's RLS query: their
-- range operators are leakproof, so the count there is an index-only scan.) This function does the whole
-- searched list as the owner (no RLS, so the trigram and prefix indexes serve the search and
-- the filters ride along in the same scan), always within app_client_id(), and answers only
-- the page's ids in order and the total; the service then reads those few rows under RLS.
--
-- The statement is assembled from fixed fragments chosen here (the sort from a whitelist);
-- every value reaches it as a parameter ($1 …), never as text.
CREATE FUNCTION agent_search_page(
  p_contains text,          -- ILIKE pattern on the name (escaped, e.g. '%budi%'), or NULL
  p_prefix_from text,       -- lower-cased name or e-mail prefix as a range [from, to), or NULL
  p_prefix_to text,
  p_nik_from text,          -- NIK prefix range, or NULL
  p_nik_to text,
  p_phone_from text,        -- phone prefix range (stored form 8…), or NULL
  p_phone_to text,
  p_worker_status text,
  p_branch_ids integer[],
  p_project_ids integer[],
  p_contract_types text[],
  p_contract_statuses text[],
  p_city_ids text[],
  p_ids integer[],
  p_custom jsonb,           -- [[{key: value}, ...], ...]: every group must match one object
  p_sort text,              -- fullName, -fullName, nik, joinDate, createdAt, branchName, ...
  p_limit integer,
  p_offset integer)
  RETURNS TABLE (agent_id integer, total integer)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  search text[] := '{}';
  conds text[] := ARRAY['a.client_id = app_client_id()'];
  descending boolean := left(p_sort, 1) = '-';
  field text := ltrim(p_sort, '-');
  direction text;
  sort_key text;
  tie text := '0';
  joins text := '';
BEGIN
  IF app_client_id() IS NULL THEN
    RETURN;
  END IF;
  IF p_contains IS NOT NULL THEN
    search := search || 'a.full_name ILIKE $1'::text;
  END IF;
  IF p_prefix_from IS NOT NULL THEN
    -- A name containing the text also starts with it: the prefix only serves short texts.
    IF p_contains IS NULL THEN
      search := search || '(lower(a.full_name) ~>=~ $2 AND lower(a.full_name) ~<~ $3)'::text;
    END IF;
    search := search
      || '(a.email IS NOT NULL AND lower(a.email) ~>=~ $2 AND lower(a.email) ~<~ $3)'::text;
  END IF;
  IF p_nik_from IS NOT NULL THEN
    search := search || '(a.nik ~>=~ $4 AND a.nik ~<~ $5)'::text;
  END IF;
  IF p_phone_from IS NOT NULL THEN
    search := search || '(a.phone_number ~>=~ $6 AND a.phone_number ~<~ $7)'::text;
  END IF;
  IF cardinality(search) = 0 THEN
    RAISE EXCEPTION 'agent_search_page needs a search';
  END IF;
  conds := conds || ('(' || array_to_string(search, ' OR ') || ')');

  IF p_worker_status IS NOT NULL THEN conds := conds || 'a.worker_status = $8'::text; END IF;
  IF p_branch_ids IS NOT NULL THEN conds := conds || 'a.branch_id = ANY ($9)'::text; END IF;
  IF p_project_ids IS NOT NULL THEN conds := conds || 'a.project_id = ANY ($10)'::text; END IF;
  IF p_contract_types IS NOT NULL THEN
    conds := conds || 'a.contract_type = ANY ($11)'::text;
  END IF;
  IF p_contract_statuses IS NOT NULL THEN
    conds := conds || 'a.contract_status = ANY ($12)'::text;
  END IF;
  IF p_city_ids IS NOT NULL THEN conds := conds || 'a.domicile_city_id = ANY ($13)'::text; END IF;
  IF p_ids IS NOT NULL THEN conds := conds || 'a.id = ANY ($14)'::text; END IF;
  IF p_custom IS NOT NULL THEN
    FOR i IN 0 .. jsonb_array_length(p_custom) - 1 LOOP
      conds := conds || format(
        'a.custom_data @> ANY (ARRAY(SELECT jsonb_array_elements($15 -> %s)))', i);
    END LOOP;
  END IF;

  direction := CASE WHEN descending THEN 'DESC' ELSE 'ASC' END;
  sort_key := CASE field
    WHEN 'fullName' THEN 'a.full_name'
    WHEN 'nik' THEN 'a.nik'
    WHEN 'joinDate' THEN 'a.join_date'
    WHEN 'createdAt' THEN 'a.created_at'
    WHEN 'updatedAt' THEN 'a.updated_at'
    WHEN 'contractType' THEN 'a.contract_type'
    WHEN 'workerStatus' THEN 'a.worker_status'
    WHEN 'branchName' THEN 'b.name'
  END;
  IF sort_key IS NULL THEN
    RAISE EXCEPTION 'agent_search_page cannot sort by %', p_sort;
  END IF;
  IF field = 'branchName' THEN
    joins := 'JOIN branches b ON b.client_id = a.client_id AND b.id = a.branch_id';
    tie := 'b.id';
  END IF;

  -- The matches are found once (the planner picks the search indexes: an ORDER BY … LIMIT
  -- on the same level would tempt it to walk a sort index past every row), then counted
  -- and sorted in memory.
  RETURN QUERY EXECUTE format(
    'WITH m AS MATERIALIZED (SELECT a.id, %s AS k1, %s AS k2 FROM agents a %s WHERE %s)
     SELECT m.id, (SELECT count(*) FROM m)::integer FROM m
     ORDER BY m.k1 %s, m.k2 %s, m.id %s LIMIT $16 OFFSET $17',
    sort_key, tie, joins, array_to_string(conds, ' AND '), direction, direction, direction)
  USING p_contains, p_prefix_from, p_prefix_to, p_nik_from, p_nik_to, p_phone_from,
        p_phone_to, p_worker_status, p_branch_ids, p_project_ids, p_contract_types,
        p_contract_statuses, p_city_ids, p_ids, p_custom, p_limit, p_offset;
END $$;

REVOKE ALL ON FUNCTION agent_search_page(text, text, text, text, text, text, text, text,
  integer[], integer[], text[], text[], text[], integer[], jsonb, text, integer, integer)
  FROM PUBLIC;
GRANT EXECUTE ON FUNCTION agent_search_page(text, text, text, text, text, text, text, text,
  integer[], integer[], text[], text[], text[], integer[], jsonb, text, integer, integer)
  TO tenaga_app;
