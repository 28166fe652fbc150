-- Issue 13: a bulk assign of a master schedule or pattern to many employees over a date
-- range, run as a background job (pg-boss queue schedule-assign). The row is the job's
-- progress and outcome the console polls; the job id is this row's id.

CREATE TABLE schedule_assignments (
  id                   uuid PRIMARY KEY,
  client_id            integer NOT NULL REFERENCES clients (id),
  created_by           integer,
  master_schedule_id   integer,
  schedule_pattern_id  integer,
  agent_ids            integer[] NOT NULL,
  date_from            date NOT NULL,
  date_to              date NOT NULL CHECK (date_to >= date_from),
  state                text NOT NULL DEFAULT 'queued'
                         CHECK (state IN ('queued', 'running', 'completed', 'failed')),
  -- Employees done out of total.
  done                 integer NOT NULL DEFAULT 0,
  total                integer NOT NULL,
  days_written         integer NOT NULL DEFAULT 0,
  overrides_kept       integer NOT NULL DEFAULT 0,
  error                text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  finished_at          timestamptz,
  CHECK ((master_schedule_id IS NULL) <> (schedule_pattern_id IS NULL)),
  FOREIGN KEY (client_id, master_schedule_id) REFERENCES master_schedules (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, schedule_pattern_id) REFERENCES schedule_patterns (client_id, id) ON DELETE CASCADE
);
CREATE INDEX schedule_assignments_client ON schedule_assignments (client_id, created_at DESC);

ALTER TABLE schedule_assignments ENABLE ROW LEVEL SECURITY;
ALTER TABLE schedule_assignments FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON schedule_assignments USING (client_id = app_client_id())
  WITH CHECK (client_id = app_client_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON schedule_assignments TO tenaga_app;
