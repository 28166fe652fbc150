-- Issue 13: when an employee is supposed to work. Shifts, master schedules (a work week),
-- schedule patterns (an N-day rotation), the client's holiday calendar, and the generated
-- day rows of each employee's schedule. Times of day are local to the branch's zone
-- (WIB/WITA/WIT); instants derived from them are computed in that zone and stored in UTC.

CREATE TABLE shifts (
  id                              serial PRIMARY KEY,
  client_id                       integer NOT NULL REFERENCES clients (id),
  code                            text NOT NULL CHECK (code ~ '^[A-Z0-9-]{1,20}$'),
  name                            text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  start_time                      time NOT NULL,
  end_time                        time NOT NULL CHECK (end_time <> start_time),
  -- End before start: the shift ends on the next calendar day.
  crosses_midnight                boolean GENERATED ALWAYS AS (end_time < start_time) STORED,
  break_minutes                   integer NOT NULL DEFAULT 0 CHECK (break_minutes BETWEEN 0 AND 480),
  late_grace_minutes              integer NOT NULL DEFAULT 0 CHECK (late_grace_minutes BETWEEN 0 AND 240),
  early_out_grace_minutes         integer NOT NULL DEFAULT 0 CHECK (early_out_grace_minutes BETWEEN 0 AND 240),
  check_in_opens_minutes_before   integer NOT NULL DEFAULT 60 CHECK (check_in_opens_minutes_before BETWEEN 0 AND 720),
  check_out_closes_minutes_after  integer NOT NULL DEFAULT 60 CHECK (check_out_closes_minutes_after BETWEEN 0 AND 720),
  -- Worked hours below which a day counts as a half day, and below which as absent.
  half_day_hours                  numeric(4, 2) CHECK (half_day_hours BETWEEN 0 AND 24),
  absent_hours                    numeric(4, 2) CHECK (absent_hours BETWEEN 0 AND 24),
  flexible                        boolean NOT NULL DEFAULT false,
  status                          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  version                         integer NOT NULL DEFAULT 1,
  created_at                      timestamptz NOT NULL DEFAULT now(),
  updated_at                      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, code)
);

-- A work week: a shift or a day off (shift_id NULL) for each weekday, from a date on.
CREATE TABLE master_schedules (
  id                     serial PRIMARY KEY,
  client_id              integer NOT NULL REFERENCES clients (id),
  name                   text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  work_week              text NOT NULL CHECK (work_week IN ('5-day', '6-day')),
  effective_from         date NOT NULL,
  -- National holidays and collective leave replace the scheduled shift with a day off.
  holidays_override      boolean NOT NULL DEFAULT true,
  version                integer NOT NULL DEFAULT 1,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);
CREATE UNIQUE INDEX master_schedules_name_key ON master_schedules (client_id, lower(name));

-- ISO weekday: 1 = Monday … 7 = Sunday.
CREATE TABLE master_schedule_days (
  client_id           integer NOT NULL,
  master_schedule_id  integer NOT NULL,
  weekday             smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  shift_id            integer,
  PRIMARY KEY (master_schedule_id, weekday),
  FOREIGN KEY (client_id, master_schedule_id) REFERENCES master_schedules (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, shift_id) REFERENCES shifts (client_id, id)
);

-- A rotation of cycle_days days (e.g. 2 morning, 2 night, 2 off) counted from start_date.
CREATE TABLE schedule_patterns (
  id           serial PRIMARY KEY,
  client_id    integer NOT NULL REFERENCES clients (id),
  name         text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  cycle_days   smallint NOT NULL CHECK (cycle_days BETWEEN 1 AND 62),
  start_date   date NOT NULL,
  holidays_override boolean NOT NULL DEFAULT true,
  version      integer NOT NULL DEFAULT 1,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);
CREATE UNIQUE INDEX schedule_patterns_name_key ON schedule_patterns (client_id, lower(name));

-- Day position 1 … cycle_days of the rotation: a shift, or a day off (shift_id NULL).
CREATE TABLE schedule_pattern_days (
  client_id            integer NOT NULL,
  schedule_pattern_id  integer NOT NULL,
  position             smallint NOT NULL CHECK (position BETWEEN 1 AND 62),
  shift_id             integer,
  PRIMARY KEY (schedule_pattern_id, position),
  FOREIGN KEY (client_id, schedule_pattern_id) REFERENCES schedule_patterns (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, shift_id) REFERENCES shifts (client_id, id)
);

-- The client's holiday calendar (RULES.md §2: national holidays and cuti bersama, copied per
-- client so a company can drop a collective-leave day or add its own; the government moves
-- Islamic dates by decree). province_ids NULL = everywhere; else only branches there.
CREATE TABLE holidays (
  id            serial PRIMARY KEY,
  client_id     integer NOT NULL REFERENCES clients (id),
  date          date NOT NULL,
  name          text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  kind          text NOT NULL CHECK (kind IN ('national', 'collective_leave', 'company')),
  province_ids  text[],
  -- A national or collective-leave day the company does not observe stays, switched off.
  observed      boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);
CREATE UNIQUE INDEX holidays_client_date_name_key ON holidays (client_id, date, lower(name));
CREATE INDEX holidays_client_date ON holidays (client_id, date);

-- The generated schedule: one row per employee per day. `source` says what made it (a
-- master schedule, a pattern, or a single-day override); an override survives a later
-- bulk assign of the same days only if that assign says so.
CREATE TABLE employee_schedule_days (
  client_id            integer NOT NULL REFERENCES clients (id),
  agent_id             integer NOT NULL,
  date                 date NOT NULL,
  shift_id             integer,
  day_type             text NOT NULL CHECK (day_type IN
                         ('working', 'day_off', 'national_holiday', 'collective_leave', 'company_holiday')),
  source               text NOT NULL CHECK (source IN ('master_schedule', 'pattern', 'override')),
  master_schedule_id   integer,
  schedule_pattern_id  integer,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, agent_id, date),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, shift_id) REFERENCES shifts (client_id, id),
  CHECK ((day_type = 'working') = (shift_id IS NOT NULL))
);
CREATE INDEX employee_schedule_days_date ON employee_schedule_days (client_id, date);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['shifts', 'master_schedules', 'master_schedule_days', 'schedule_patterns',
                           'schedule_pattern_days', 'holidays', 'employee_schedule_days']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (client_id = app_client_id()) '
                   'WITH CHECK (client_id = app_client_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO tenaga_app', t);
  END LOOP;
END $$;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tenaga_app;
