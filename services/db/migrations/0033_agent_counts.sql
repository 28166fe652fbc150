-- Each client's number of agents, kept by triggers, for the employee list's total (issue 19:
-- "Employee list, 20 a page, ≥ 1,000 req/s with p99 ≤ 100 ms on the 100,000-employee client").
--
-- The unfiltered list answers `totalItems` on every page. Counted, even index-only on
-- agents_worker_status with an all-visible table, that reads 100,000 index entries of the
-- client: 8–37 ms per request, which alone caps the list at a few hundred req/s on two
-- cores. Here the total is a sum over a handful of rows.
--
-- The counter is a set of rows per client whose `n` add up to the client's agents — not a
-- single row updated in place: one row per client would be locked by every transaction that
-- adds an agent until it commits, so a running bulk import (one transaction for the whole
-- file) would hold up every single-employee create of that client until it finished. Instead
-- each statement that adds or removes agents inserts its own delta row and, in the same go,
-- folds the client's other rows it can lock without waiting (FOR UPDATE SKIP LOCKED) into
-- that row. Rows another open transaction is folding are skipped, never waited for; so the
-- rows of a client stay about as many as its transactions adding agents at the same moment.
-- Every reader's snapshot sees either a folded row or the rows it replaced, never both, so
-- the sum is exact for what the reader sees — the same answer count(*) would give.
CREATE TABLE agent_counts (
  client_id  integer NOT NULL REFERENCES clients (id),
  n          bigint NOT NULL
);
CREATE INDEX agent_counts_client ON agent_counts (client_id);

-- Readable by the services under RLS (their own client's rows only); only the triggers write,
-- as the owner, still under the policy: the agents they count passed the same one.
ALTER TABLE agent_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE agent_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON agent_counts USING (client_id = app_client_id())
  WITH CHECK (client_id = app_client_id());
GRANT SELECT ON agent_counts TO tenaga_app;

-- Adds `delta` agents to `p_client`: the delta and every row of the client this transaction
-- can lock without waiting become one row.
CREATE FUNCTION agent_counts_add(p_client integer, p_delta bigint) RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  WITH folded AS (
    DELETE FROM agent_counts c
    WHERE c.ctid = ANY (ARRAY(SELECT ctid FROM agent_counts
                              WHERE client_id = p_client FOR UPDATE SKIP LOCKED))
    RETURNING c.n
  )
  INSERT INTO agent_counts (client_id, n)
  SELECT p_client, p_delta + coalesce((SELECT sum(n) FROM folded), 0)
$$;
REVOKE ALL ON FUNCTION agent_counts_add(integer, bigint) FROM PUBLIC;

-- One call per client per statement (a bulk import chunk is one statement of many rows).
CREATE FUNCTION agent_counts_after_insert() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM agent_counts_add(client_id, count(*)) FROM added GROUP BY client_id;
  RETURN NULL;
END $$;

CREATE FUNCTION agent_counts_after_delete() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM agent_counts_add(client_id, -count(*)) FROM removed GROUP BY client_id;
  RETURN NULL;
END $$;

-- An agent never moves to another client (no route does it; its payroll history stays with the
-- client). Refused rather than counted: counting moves would need transition tables on every
-- UPDATE of agents, a cost on each edit for something that never happens.
CREATE FUNCTION agents_client_fixed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an agent cannot move to another client' USING ERRCODE = 'check_violation';
END $$;

CREATE FUNCTION agent_counts_after_truncate() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM agent_counts;
  RETURN NULL;
END $$;

-- CREATE TRIGGER locks agents against writes until this migration commits, so the counts
-- taken below cannot miss a concurrent insert.
CREATE TRIGGER agent_counts_insert AFTER INSERT ON agents
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION agent_counts_after_insert();
CREATE TRIGGER agent_counts_delete AFTER DELETE ON agents
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION agent_counts_after_delete();
CREATE TRIGGER agents_client_fixed BEFORE UPDATE OF client_id ON agents
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION agents_client_fixed();
CREATE TRIGGER agent_counts_truncate AFTER TRUNCATE ON agents
  FOR EACH STATEMENT EXECUTE FUNCTION agent_counts_after_truncate();

INSERT INTO agent_counts (client_id, n) SELECT client_id, count(*) FROM agents GROUP BY client_id;
