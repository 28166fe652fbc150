-- Issue 14, the check-in part: what the worker app's login, the check-in API, the daily
-- records' rule (domain/attendance/record.ts) and the attendance jobs need beyond 0019.

-- A console decision on a record (Daily Approval), kept apart from the status so a record
-- recomputed later (an offline check-out arriving) still honours it; and the leave status an
-- approved leave gives the day (issue 15 writes it; the record's rule takes it as an input).
ALTER TABLE attendance_records
  ADD COLUMN decision text CHECK (decision IN ('approve', 'reject', 'need_revision')),
  ADD COLUMN leave_status text CHECK (leave_status IN ('paid_leave', 'paid_sick_leave',
    'unpaid_leave', 'unpaid_sick_leave', 'half_day_paid_leave', 'half_day_unpaid_leave',
    'half_day_paid_sick_leave', 'half_day_unpaid_sick_leave', 'sick_leave', 'leave')),
  -- The request flow (issue 14 requests part) may hold a day in one of these while a worker's
  -- request on it waits for approval.
  ADD COLUMN request_status text CHECK (request_status IN ('pending_request',
    'pending_attendance', 'waiting_approval'));

-- The jobs walk a day's records of one zone; a check-out finds the worker's open record.
CREATE INDEX attendance_records_agent_open ON attendance_records (client_id, agent_id, date)
  WHERE check_in_at IS NOT NULL AND check_out_at IS NULL;

-- Selfies the worker app uploads: files.created_by names a console user, so the worker who
-- uploaded one is kept here (a selfie used in a check-in must be that worker's own).
ALTER TABLE files ADD COLUMN created_by_agent integer;
ALTER TABLE files ADD CONSTRAINT files_created_by_agent_fkey
  FOREIGN KEY (client_id, created_by_agent) REFERENCES agents (client_id, id) ON DELETE SET NULL (created_by_agent);

-- The app's login looks a worker up by phone number across clients (the phone is unique per
-- client only), before any client scope exists.
CREATE INDEX agents_phone_global ON agents (phone_number);

-- Login candidates: active workers with app access, of active clients, having this phone.
CREATE FUNCTION agent_auth_candidates(p_phone text)
  RETURNS TABLE (client_id integer, agent_id integer, pin_hash text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT a.client_id, a.id, acc.pin_hash
  FROM agents a
  JOIN clients c ON c.id = a.client_id
  JOIN agent_app_access acc ON acc.client_id = a.client_id AND acc.agent_id = a.id
  WHERE a.phone_number = p_phone AND a.worker_status = 'active' AND c.status = 'active'
  ORDER BY a.client_id, a.id
$$;

-- The worker a live app session belongs to (only while worker and client are active).
CREATE FUNCTION agent_auth_find_session(p_token_hash bytea)
  RETURNS TABLE (client_id integer, agent_id integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT s.client_id, s.agent_id
  FROM agent_sessions s
  JOIN agents a ON a.client_id = s.client_id AND a.id = s.agent_id
  JOIN clients c ON c.id = s.client_id
  JOIN agent_app_access acc ON acc.client_id = s.client_id AND acc.agent_id = s.agent_id
  WHERE s.token_hash = p_token_hash AND s.expires_at > now()
    AND a.worker_status = 'active' AND c.status = 'active'
$$;

REVOKE ALL ON FUNCTION agent_auth_candidates(text) FROM PUBLIC;
REVOKE ALL ON FUNCTION agent_auth_find_session(bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION agent_auth_candidates(text), agent_auth_find_session(bytea) TO tenaga_app;
