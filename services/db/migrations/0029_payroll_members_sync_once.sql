-- Issue 16, payroll groups and members: the statement trigger of 0028 that keeps
-- agents.payroll_group_id rewrote every touched worker's row on every statement, even when the
-- group stayed the same, and twice on an UPDATE (once for the old rows, once for the new). An
-- agents row is wide and carries about twenty indexes (two trigram GINs), and a second write
-- in the same transaction also re-runs its foreign-key checks: a 5,000-member set spent most of
-- its time there (2.7 s with the trigger, 0.4 s without, tests/bench/payroll-members.ts). Now each
-- statement recomputes each touched worker once and writes only a value that changes.
CREATE OR REPLACE FUNCTION payroll_members_sync_agents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  client_ids integer[];
  agent_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(client_id), array_agg(agent_id) INTO client_ids, agent_ids
      FROM (SELECT DISTINCT client_id, agent_id FROM new_rows) t;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(client_id), array_agg(agent_id) INTO client_ids, agent_ids
      FROM (SELECT DISTINCT client_id, agent_id FROM old_rows) t;
  ELSE
    SELECT array_agg(client_id), array_agg(agent_id) INTO client_ids, agent_ids
      FROM (SELECT client_id, agent_id FROM old_rows
            UNION SELECT client_id, agent_id FROM new_rows) t;
  END IF;
  UPDATE agents a SET payroll_group_id = s.group_id
    FROM (SELECT t.client_id, t.agent_id,
                 (SELECT m.payroll_group_id FROM payroll_group_members m
                   WHERE m.client_id = t.client_id AND m.agent_id = t.agent_id
                     AND m.effective_from <= current_date
                     AND (m.effective_to IS NULL OR m.effective_to >= current_date)
                   LIMIT 1) AS group_id
            FROM unnest(client_ids, agent_ids) AS t(client_id, agent_id)) s
   WHERE a.client_id = s.client_id AND a.id = s.agent_id
     AND a.payroll_group_id IS DISTINCT FROM s.group_id;
  RETURN NULL;
END $$;
