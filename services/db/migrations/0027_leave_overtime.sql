-- Issue 15: leave and overtime. Leave policies (with presets for the statutory kinds), the
-- leave ledger (balances are sums of entries, never one mutable number), leave requests
-- through the approval rules, overtime policies with their per-day-type pay rules, the
-- regional minimum wages the overtime base never goes below, and overtime requests.
-- Rules and sources: ../shared/attendance/RULES.md §1 (overtime) and §2 (leave).

-- Regional minimum wages (RULES.md §1.4, PP 35/2021 Art 33(3)), editable per client; seeded
-- with UMP DKI Jakarta 2026. province_id NULL = the client's default floor.
CREATE TABLE minimum_wages (
  id           serial PRIMARY KEY,
  client_id    integer NOT NULL REFERENCES clients (id),
  province_id  text REFERENCES provinces (id),
  year         smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  amount       bigint NOT NULL CHECK (amount > 0 AND amount <= 1000000000),
  source       text CHECK (source IS NULL OR length(source) <= 500),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);
CREATE UNIQUE INDEX minimum_wages_key ON minimum_wages (client_id, coalesce(province_id, ''), year);

-- Leave policies. kind: a statutory preset or custom (domain/leave/kinds.ts). Days are
-- numeric(6,2): half days exist. covers_all: every worker of the client; else the branches
-- and workers listed below.
CREATE TABLE leave_policies (
  id                     serial PRIMARY KEY,
  client_id              integer NOT NULL REFERENCES clients (id),
  name                   text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  kind                   text NOT NULL CHECK (kind IN ('annual', 'sick', 'menstrual', 'maternity',
                           'paternity', 'miscarriage', 'marriage', 'child_marriage',
                           'child_circumcision', 'child_baptism', 'wife_birth_or_miscarriage',
                           'bereavement_family', 'bereavement_household', 'unpaid', 'custom')),
  limited                boolean NOT NULL DEFAULT true,
  days_per_period        numeric(6,2) CHECK (days_per_period IS NULL OR days_per_period BETWEEN 0 AND 366),
  accrual                text NOT NULL DEFAULT 'annually' CHECK (accrual IN ('monthly', 'annually')),
  start_from             text NOT NULL DEFAULT 'join_date' CHECK (start_from IN ('join_date', 'after_probation')),
  probation_months       smallint NOT NULL DEFAULT 0 CHECK (probation_months BETWEEN 0 AND 24),
  carry_over_days        numeric(6,2) NOT NULL DEFAULT 0 CHECK (carry_over_days BETWEEN 0 AND 366),
  -- Carried days expire this many months into the new period (NULL: at its end).
  carry_over_expiry_months smallint CHECK (carry_over_expiry_months BETWEEN 1 AND 12),
  max_days_per_request   numeric(6,2) CHECK (max_days_per_request IS NULL OR max_days_per_request > 0),
  half_day_allowed       boolean NOT NULL DEFAULT false,
  paid_by_default        boolean NOT NULL DEFAULT true,
  count_days_off         boolean NOT NULL DEFAULT false,
  count_holidays         boolean NOT NULL DEFAULT false,
  attachment_required    boolean NOT NULL DEFAULT false,
  allow_negative         boolean NOT NULL DEFAULT false,
  covers_all             boolean NOT NULL DEFAULT true,
  -- Kind-specific settings (e.g. the sick-pay ladder, maternity's extension months).
  settings               jsonb NOT NULL DEFAULT '{}'::jsonb,
  status                 text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  version                integer NOT NULL DEFAULT 1,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK (NOT limited OR days_per_period IS NOT NULL)
);
CREATE UNIQUE INDEX leave_policies_name_key ON leave_policies (client_id, lower(name));

CREATE TABLE leave_policy_branches (
  client_id        integer NOT NULL,
  leave_policy_id  integer NOT NULL,
  branch_id        integer NOT NULL,
  PRIMARY KEY (leave_policy_id, branch_id),
  FOREIGN KEY (client_id, leave_policy_id) REFERENCES leave_policies (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, branch_id) REFERENCES branches (client_id, id)
);
CREATE TABLE leave_policy_agents (
  client_id        integer NOT NULL,
  leave_policy_id  integer NOT NULL,
  agent_id         integer NOT NULL,
  PRIMARY KEY (leave_policy_id, agent_id),
  FOREIGN KEY (client_id, leave_policy_id) REFERENCES leave_policies (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE
);

-- Leave requests. days: the counted days (after the policy's day-off/holiday rules, halves).
-- paid: the approver's outcome (SPEC §4 approved as paid or unpaid), NULL until decided.
-- Overlap: two live requests of one worker never share a day (409 from the service; the
-- exclusion constraint holds it under concurrency).
CREATE TABLE leave_requests (
  id                   serial PRIMARY KEY,
  client_id            integer NOT NULL REFERENCES clients (id),
  agent_id             integer NOT NULL,
  leave_policy_id      integer NOT NULL,
  from_date            date NOT NULL,
  to_date              date NOT NULL,
  half_day             text CHECK (half_day IN ('first_half', 'second_half')),
  days                 numeric(6,2) NOT NULL CHECK (days >= 0),
  reason               text CHECK (reason IS NULL OR length(reason) <= 1000),
  file_id              uuid,
  status               text NOT NULL DEFAULT 'pending'
                         CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  paid                 boolean,
  -- The approver's choice at the decision that will end the flow (POST /leave-requests/:id/decision).
  paid_choice          boolean,
  approval_request_id  integer,
  client_request_id    text CHECK (client_request_id IS NULL OR length(client_request_id) BETWEEN 1 AND 100),
  created_by_user      integer REFERENCES users (id) ON DELETE SET NULL,
  created_by_agent     boolean NOT NULL DEFAULT false,
  decided_at           timestamptz,
  decision_note        text CHECK (decision_note IS NULL OR length(decision_note) <= 1000),
  version              integer NOT NULL DEFAULT 1,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, agent_id, client_request_id),
  CHECK (to_date >= from_date),
  CHECK (half_day IS NULL OR to_date = from_date),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, leave_policy_id) REFERENCES leave_policies (client_id, id),
  FOREIGN KEY (client_id, approval_request_id) REFERENCES approval_requests (client_id, id),
  CONSTRAINT leave_requests_no_overlap EXCLUDE USING gist (
    client_id WITH =, agent_id WITH =, daterange(from_date, to_date, '[]') WITH &&)
    WHERE (status IN ('pending', 'approved'))
);
CREATE INDEX leave_requests_client_status ON leave_requests (client_id, status, from_date);
CREATE INDEX leave_requests_agent ON leave_requests (client_id, agent_id, from_date);
CREATE UNIQUE INDEX leave_requests_approval ON leave_requests (approval_request_id);

-- The days of a request: which count against the balance and what share of a day.
CREATE TABLE leave_request_days (
  client_id         integer NOT NULL,
  leave_request_id  integer NOT NULL,
  date              date NOT NULL,
  fraction          numeric(3,2) NOT NULL CHECK (fraction IN (0, 0.5, 1)),
  day_type          text NOT NULL,
  PRIMARY KEY (leave_request_id, date),
  FOREIGN KEY (client_id, leave_request_id) REFERENCES leave_requests (client_id, id) ON DELETE CASCADE
);

-- The ledger: every change of a balance is a row; the balance on a date is the sum of the
-- rows dated on or before it. source_key makes posting idempotent (an accrual of a period, a
-- request's taking, its reversal, a collective-leave day) — a repeat is a no-op.
CREATE TABLE leave_ledger (
  id                bigserial PRIMARY KEY,
  client_id         integer NOT NULL REFERENCES clients (id),
  agent_id          integer NOT NULL,
  leave_policy_id   integer NOT NULL,
  date              date NOT NULL,
  kind              text NOT NULL CHECK (kind IN ('accrual', 'taken', 'reversal', 'carry_over',
                      'expiry', 'adjustment', 'collective_leave')),
  days              numeric(6,2) NOT NULL CHECK (days <> 0),
  reason            text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 500),
  source_key        text NOT NULL CHECK (length(source_key) BETWEEN 1 AND 200),
  leave_request_id  integer,
  created_by_user   integer REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, agent_id, leave_policy_id, source_key),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, leave_policy_id) REFERENCES leave_policies (client_id, id),
  FOREIGN KEY (client_id, leave_request_id) REFERENCES leave_requests (client_id, id)
);
CREATE INDEX leave_ledger_balance ON leave_ledger (client_id, agent_id, leave_policy_id, date);

-- Overtime policies (SPEC §9; RULES.md §1). One per worker: their own, else their branch's.
CREATE TABLE overtime_policies (
  id                 serial PRIMARY KEY,
  client_id          integer NOT NULL REFERENCES clients (id),
  name               text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  work_week          text NOT NULL DEFAULT '5-day' CHECK (work_week IN ('5-day', '6-day')),
  mode               text NOT NULL DEFAULT 'manual' CHECK (mode IN ('manual', 'automatic')),
  rounding           text NOT NULL DEFAULT 'exact' CHECK (rounding IN ('exact', 'hourly_truncated')),
  -- Minutes are rounded down to this step (1 = none) and below the minimum count nothing.
  minute_rounding    smallint NOT NULL DEFAULT 1 CHECK (minute_rounding IN (1, 5, 10, 15, 30, 60)),
  minimum_minutes    smallint NOT NULL DEFAULT 0 CHECK (minimum_minutes BETWEEN 0 AND 240),
  -- Request hour options (manual): at most this many hours a request.
  max_hours_per_request numeric(4,2) CHECK (max_hours_per_request IS NULL OR max_hours_per_request > 0),
  enforce_caps       boolean NOT NULL DEFAULT true,
  status             text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  version            integer NOT NULL DEFAULT 1,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);
CREATE UNIQUE INDEX overtime_policies_name_key ON overtime_policies (client_id, lower(name));

-- Pay per overtime type: rate (the statutory ladder, or a custom multiplier) or fixed
-- ("Baseline": an amount per hour).
CREATE TABLE overtime_policy_rules (
  client_id           integer NOT NULL,
  overtime_policy_id  integer NOT NULL,
  overtime_type       text NOT NULL CHECK (overtime_type IN ('working_on_day_off',
                        'working_on_national_holiday', 'regular_working_day', 'swap_schedule')),
  enabled             boolean NOT NULL DEFAULT true,
  pay_kind            text NOT NULL DEFAULT 'rate' CHECK (pay_kind IN ('rate', 'fixed')),
  multiplier          text NOT NULL DEFAULT 'statutory' CHECK (multiplier IN ('statutory', 'custom')),
  custom_multiplier   numeric(5,2) CHECK (custom_multiplier IS NULL OR custom_multiplier > 0),
  fixed_amount        bigint CHECK (fixed_amount IS NULL OR fixed_amount >= 0),
  PRIMARY KEY (overtime_policy_id, overtime_type),
  FOREIGN KEY (client_id, overtime_policy_id) REFERENCES overtime_policies (client_id, id) ON DELETE CASCADE
);

CREATE TABLE overtime_policy_branches (
  client_id           integer NOT NULL,
  overtime_policy_id  integer NOT NULL,
  branch_id           integer NOT NULL,
  PRIMARY KEY (overtime_policy_id, branch_id),
  UNIQUE (client_id, branch_id),
  FOREIGN KEY (client_id, overtime_policy_id) REFERENCES overtime_policies (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, branch_id) REFERENCES branches (client_id, id)
);
CREATE TABLE overtime_policy_agents (
  client_id           integer NOT NULL,
  overtime_policy_id  integer NOT NULL,
  agent_id            integer NOT NULL,
  PRIMARY KEY (overtime_policy_id, agent_id),
  UNIQUE (client_id, agent_id),
  FOREIGN KEY (client_id, overtime_policy_id) REFERENCES overtime_policies (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE
);

-- Overtime requests: from the worker, from the console, or made by the system from attendance
-- (a policy in automatic mode). minutes: what counts after rounding; breakdown and units are
-- the ladder's answer (domain/overtime), kept so the figure can be explained later.
CREATE TABLE overtime_requests (
  id                   serial PRIMARY KEY,
  client_id            integer NOT NULL REFERENCES clients (id),
  agent_id             integer NOT NULL,
  overtime_policy_id   integer,
  record_id            bigint,
  date                 date NOT NULL,
  overtime_type        text NOT NULL CHECK (overtime_type IN ('working_on_day_off',
                         'working_on_national_holiday', 'regular_working_day', 'swap_schedule')),
  minutes              integer NOT NULL CHECK (minutes > 0 AND minutes <= 1440),
  source               text NOT NULL CHECK (source IN ('worker', 'console', 'automatic')),
  reason               text CHECK (reason IS NULL OR length(reason) <= 1000),
  status               text NOT NULL DEFAULT 'pending'
                         CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  multiplier_units     numeric(8,2),
  breakdown            jsonb,
  meal_required        boolean NOT NULL DEFAULT false,
  approval_request_id  integer,
  client_request_id    text CHECK (client_request_id IS NULL OR length(client_request_id) BETWEEN 1 AND 100),
  created_by_user      integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at           timestamptz,
  decision_note        text CHECK (decision_note IS NULL OR length(decision_note) <= 1000),
  version              integer NOT NULL DEFAULT 1,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, agent_id, client_request_id),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, overtime_policy_id) REFERENCES overtime_policies (client_id, id) ON DELETE SET NULL (overtime_policy_id),
  FOREIGN KEY (client_id, record_id) REFERENCES attendance_records (client_id, id) ON DELETE SET NULL (record_id),
  FOREIGN KEY (client_id, approval_request_id) REFERENCES approval_requests (client_id, id)
);
CREATE INDEX overtime_requests_client_status ON overtime_requests (client_id, status, date);
CREATE INDEX overtime_requests_agent_date ON overtime_requests (client_id, agent_id, date);
CREATE UNIQUE INDEX overtime_requests_approval ON overtime_requests (approval_request_id);
-- One live request per worker per day (a second is refused; an automatic one is replaced).
CREATE UNIQUE INDEX overtime_requests_one_live ON overtime_requests (client_id, agent_id, date)
  WHERE status IN ('pending', 'approved');

-- The daily record shows approved overtime (minutes) beside its status.
ALTER TABLE attendance_records
  ADD COLUMN overtime_minutes integer NOT NULL DEFAULT 0 CHECK (overtime_minutes >= 0);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['minimum_wages', 'leave_policies', 'leave_policy_branches',
                           'leave_policy_agents', 'leave_requests', 'leave_request_days',
                           'leave_ledger', 'overtime_policies', 'overtime_policy_rules',
                           'overtime_policy_branches', 'overtime_policy_agents', 'overtime_requests']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (client_id = app_client_id()) '
                   'WITH CHECK (client_id = app_client_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO tenaga_app', t);
  END LOOP;
END $$;
-- The ledger is append-only: a correction is a new entry (a reversal, an adjustment).
REVOKE UPDATE, DELETE ON leave_ledger FROM tenaga_app;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tenaga_app;
