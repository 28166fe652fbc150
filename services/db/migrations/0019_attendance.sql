-- Issue 14: attendance end to end. The workers' app access (a PIN an admin sets, and the
-- app's own sessions: a worker token acts as that worker only, never on console routes);
-- the raw check-in/check-out events the app sends (idempotent per app event id); one daily
-- record per worker per scheduled day, dated on the shift's start day in the branch's zone;
-- the worker's requests (routed through approval rules, migration 0018); and every action on
-- a record (the timeline, with who and why). Statuses and flags: domain/attendance/statuses.ts.

CREATE TABLE agent_app_access (
  client_id  integer NOT NULL,
  agent_id   integer NOT NULL,
  -- argon2id of the 6-digit PIN (services/main/auth/password.ts).
  pin_hash   text NOT NULL,
  set_by     integer REFERENCES users (id) ON DELETE SET NULL,
  set_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, agent_id),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE
);

-- The worker app's sessions; only the SHA-256 of the token is kept.
CREATE TABLE agent_sessions (
  token_hash  bytea PRIMARY KEY,
  client_id   integer NOT NULL,
  agent_id    integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE
);
CREATE INDEX agent_sessions_agent ON agent_sessions (client_id, agent_id);

-- One record per worker per day. `date` is the shift's start day in `timezone` (the branch's
-- zone when the record was made): a shift crossing midnight is one record on its start day.
CREATE TABLE attendance_records (
  id                  bigserial PRIMARY KEY,
  client_id           integer NOT NULL REFERENCES clients (id),
  agent_id            integer NOT NULL,
  date                date NOT NULL,
  branch_id           integer,
  timezone            text NOT NULL DEFAULT 'Asia/Jakarta'
                        CHECK (timezone IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')),
  shift_id            integer,
  -- What the schedule said (employee_schedule_days), or unscheduled (a check-in on no schedule).
  day_type            text NOT NULL CHECK (day_type IN ('working', 'day_off', 'national_holiday',
                        'collective_leave', 'company_holiday', 'unscheduled')),
  scheduled_start     timestamptz,
  scheduled_end       timestamptz,
  -- SPEC §4 attendance statuses.
  status              text NOT NULL CHECK (status IN ('waiting_for_checkin', 'waiting_for_checkout',
                        'pending', 'pending_request', 'pending_attendance', 'day_off',
                        'day_off_with_overtime', 'approved', 'overtime', 'paid_leave',
                        'paid_sick_leave', 'rejected', 'unpaid_leave', 'unpaid_sick_leave',
                        'half_day_paid_leave', 'half_day_unpaid_leave', 'half_day_paid_sick_leave',
                        'half_day_unpaid_sick_leave', 'waiting_for_confirmation', 'waiting_approval',
                        'need_revision', 'need_revision_overtime', 'need_revision_leave',
                        'sick_leave', 'leave')),
  -- Independent flags (late, early_out, outside_geofence, ...; domain/attendance/statuses.ts).
  flags               text[] NOT NULL DEFAULT '{}' CHECK (flags <@ ARRAY['late', 'early_out',
                        'outside_geofence', 'low_accuracy', 'mock_location', 'invalid_selfie',
                        'offline_synced', 'auto_checked_out', 'absent_marked']::text[]),
  check_in_at         timestamptz,
  check_out_at        timestamptz,
  check_in_event_id   bigint,
  check_out_event_id  bigint,
  late_minutes        integer NOT NULL DEFAULT 0 CHECK (late_minutes >= 0),
  early_out_minutes   integer NOT NULL DEFAULT 0 CHECK (early_out_minutes >= 0),
  worked_minutes      integer NOT NULL DEFAULT 0 CHECK (worked_minutes >= 0),
  decided_by          integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at          timestamptz,
  decision_note       text CHECK (decision_note IS NULL OR length(decision_note) <= 1000),
  version             integer NOT NULL DEFAULT 1,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, agent_id, date),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, branch_id) REFERENCES branches (client_id, id),
  FOREIGN KEY (client_id, shift_id) REFERENCES shifts (client_id, id),
  CHECK (check_out_at IS NULL OR check_in_at IS NOT NULL)
);
-- Daily Approval: a day's records by branch and status, paged by id.
CREATE INDEX attendance_records_day ON attendance_records (client_id, date, branch_id, status, id);
-- The jobs: open records whose shift has ended / whose check-out window has closed.
CREATE INDEX attendance_records_open ON attendance_records (scheduled_end)
  WHERE status IN ('waiting_for_checkin', 'waiting_for_checkout');

-- What the app sent: one row per check-in/check-out, unique per app event id (a repeat
-- answers `response`, the first answer, and changes nothing).
CREATE TABLE attendance_events (
  id                   bigserial PRIMARY KEY,
  client_id            integer NOT NULL REFERENCES clients (id),
  agent_id             integer NOT NULL,
  record_id            bigint,
  type                 text NOT NULL CHECK (type IN ('check_in', 'check_out')),
  client_event_id      text NOT NULL CHECK (length(client_event_id) BETWEEN 1 AND 100),
  -- SHA-256 of the request body: the same event id with another body is refused.
  body_hash            text NOT NULL,
  occurred_at          timestamptz NOT NULL,
  -- The device's UTC offset as sent, in minutes.
  utc_offset_minutes   smallint NOT NULL CHECK (utc_offset_minutes BETWEEN -840 AND 840),
  received_at          timestamptz NOT NULL DEFAULT now(),
  latitude             numeric(9, 6) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude            numeric(9, 6) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  accuracy_meters      numeric(8, 2) NOT NULL CHECK (accuracy_meters > 0),
  is_mock              boolean NOT NULL DEFAULT false,
  offline              boolean NOT NULL DEFAULT false,
  provider             text CHECK (provider IS NULL OR length(provider) <= 40),
  verification_method  text CHECK (verification_method IN ('selfie', 'qr', 'code')),
  file_id              uuid,
  verification_value   text CHECK (verification_value IS NULL OR length(verification_value) <= 200),
  working_location_id  integer,
  distance_meters      integer,
  flags                text[] NOT NULL DEFAULT '{}',
  response             jsonb NOT NULL,
  UNIQUE (client_id, agent_id, client_event_id),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, record_id) REFERENCES attendance_records (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, file_id) REFERENCES files (client_id, id)
);
CREATE INDEX attendance_events_agent ON attendance_events (client_id, agent_id, occurred_at);
-- Activity logs: newest first.
CREATE INDEX attendance_events_received ON attendance_events (client_id, received_at DESC, id DESC);
CREATE INDEX attendance_events_record ON attendance_events (record_id);

-- A worker's request (SPEC §4 request types, and dispute: a correction from the next day on),
-- routed through the client's approval rule (approval_requests) or auto-approved.
CREATE TABLE attendance_requests (
  id                   serial PRIMARY KEY,
  client_id            integer NOT NULL REFERENCES clients (id),
  agent_id             integer NOT NULL,
  request_type         text NOT NULL CHECK (request_type IN ('shift', 'branch', 'shift_branch',
                         'new_attendance', 'new_attendance_branch', 'dispute')),
  date                 date NOT NULL,
  record_id            bigint,
  shift_id             integer,
  branch_id            integer,
  check_in_at          timestamptz,
  check_out_at         timestamptz,
  -- Dispute: the status the worker asks for.
  dispute_status       text CHECK (dispute_status IN ('present', 'leave', 'absent')),
  reason               text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 1000),
  file_id              uuid,
  client_request_id    text NOT NULL CHECK (length(client_request_id) BETWEEN 1 AND 100),
  approval_request_id  integer,
  status               text NOT NULL DEFAULT 'pending'
                         CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, agent_id, client_request_id),
  UNIQUE (approval_request_id),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, record_id) REFERENCES attendance_records (client_id, id) ON DELETE SET NULL,
  FOREIGN KEY (client_id, shift_id) REFERENCES shifts (client_id, id),
  FOREIGN KEY (client_id, branch_id) REFERENCES branches (client_id, id),
  FOREIGN KEY (client_id, approval_request_id) REFERENCES approval_requests (client_id, id),
  FOREIGN KEY (client_id, file_id) REFERENCES files (client_id, id)
);
CREATE INDEX attendance_requests_agent_date ON attendance_requests (client_id, agent_id, date);
CREATE INDEX attendance_requests_pending ON attendance_requests (client_id, status) WHERE status = 'pending';

-- Everything that happened to a record, in order: the timeline and the audit of decisions.
-- actor_user_id NULL with actor 'system' (jobs, auto-approval) or 'agent' (the app).
CREATE TABLE attendance_record_actions (
  id             bigserial PRIMARY KEY,
  client_id      integer NOT NULL,
  record_id      bigint NOT NULL,
  actor          text NOT NULL CHECK (actor IN ('user', 'agent', 'system')),
  actor_user_id  integer REFERENCES users (id) ON DELETE SET NULL,
  action         text NOT NULL CHECK (length(action) BETWEEN 1 AND 40),
  from_status    text,
  to_status      text,
  note           text CHECK (note IS NULL OR length(note) <= 1000),
  at             timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (client_id, record_id) REFERENCES attendance_records (client_id, id) ON DELETE CASCADE
);
CREATE INDEX attendance_record_actions_record ON attendance_record_actions (record_id, at);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['agent_app_access', 'agent_sessions', 'attendance_records',
                           'attendance_events', 'attendance_requests', 'attendance_record_actions']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (client_id = app_client_id()) '
                   'WITH CHECK (client_id = app_client_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO tenaga_app', t);
  END LOOP;
END $$;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tenaga_app;
