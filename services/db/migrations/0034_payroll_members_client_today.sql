-- Issue 16 follow-up (found by issue 19's CI run after 00:00 WIB): agents.payroll_group_id is
-- the group of the membership in force on the CLIENT's today — the day a membership set dates
-- its rows from (CLIENT_TODAY, the client's time zone) — but the trigger of 0029 compared with
-- current_date, the database session's day (UTC here). From midnight in Jakarta until 07:00
-- (until 08:00/09:00 in WITA/WIT) a membership set that day stayed out of the pointer: its
-- effective_from was the client's new day, current_date still the day before. The trigger now
-- reads each touched worker's client's today.
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
                     AND m.effective_from <= d.today
                     AND (m.effective_to IS NULL OR m.effective_to >= d.today)
                   LIMIT 1) AS group_id
            FROM unnest(client_ids, agent_ids) AS t(client_id, agent_id)
            CROSS JOIN LATERAL (SELECT coalesce(
                (SELECT (now() AT TIME ZONE c.timezone)::date FROM clients c WHERE c.id = t.client_id),
                current_date) AS today) d) s
   WHERE a.client_id = s.client_id AND a.id = s.agent_id
     AND a.payroll_group_id IS DISTINCT FROM s.group_id;
  RETURN NULL;
END $$;
