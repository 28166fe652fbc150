-- Issue 17: payroll runs. A payroll report (SPEC §2 /payroll-reports, type general or direct)
-- holds one line per worker (payroll_report_details). A general report is computed by the
-- "payroll-run" job from the group's members, components, attendance, approved overtime and
-- leave, adjustments, BPJS and PPh 21 (domain/payroll/run/); a direct report's lines come from
-- an uploaded sheet. Life cycle: computing -> draft (recompute freely) -> finalized (frozen,
-- snapshot of what was used) -> paid (after disbursement, issue 18); failed when the run
-- itself failed. Rules: ../shared/payroll/REFERENCE.md and RUNS.md. Money: whole rupiah.

CREATE TABLE payroll_reports (
  id                      serial PRIMARY KEY,
  client_id               integer NOT NULL REFERENCES clients (id),
  name                    text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  type                    text NOT NULL CHECK (type IN ('general', 'direct')),
  payroll_group_id        integer,
  -- The payroll month 'YYYY-MM' (the tax period, PMK 168/2023) and the pay period it covers
  -- (from the group's cut-off day; a direct report: the month's first and last day).
  period                  text NOT NULL CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  period_start            date NOT NULL,
  period_end              date NOT NULL,
  pay_date                date,
  -- THR paid in this run (Permenaker 6/2016): an irregular line taxed in its month.
  thr_holiday_date        date,
  -- Flag attendance_data_for_payroll at creation: daily_fee components and absences from
  -- the attendance records.
  use_attendance          boolean NOT NULL DEFAULT false,
  status                  text NOT NULL DEFAULT 'computing'
                            CHECK (status IN ('computing', 'draft', 'failed', 'finalized', 'paid')),
  -- Each (re)computation takes a new generation; lines of older generations are replaced,
  -- so a run restarted after a crash ends with exactly one line per worker.
  generation              integer NOT NULL DEFAULT 1,
  progress_done           integer NOT NULL DEFAULT 0 CHECK (progress_done >= 0),
  progress_total          integer NOT NULL DEFAULT 0 CHECK (progress_total >= 0),
  failure_reason          text CHECK (failure_reason IS NULL OR length(failure_reason) <= 1000),
  -- Totals over the lines without an error (kept by the run and by finalisation).
  total_gross             bigint NOT NULL DEFAULT 0,
  total_net               bigint NOT NULL DEFAULT 0,
  total_pph21             bigint NOT NULL DEFAULT 0,
  total_employer          bigint NOT NULL DEFAULT 0,
  total_deductions        bigint NOT NULL DEFAULT 0,
  line_count              integer NOT NULL DEFAULT 0,
  error_count             integer NOT NULL DEFAULT 0,
  -- Finalisation freezes what was used: group settings, components, rates, tax settings.
  snapshot                jsonb,
  computed_at             timestamptz,
  finalized_at            timestamptz,
  finalized_by            integer REFERENCES users (id) ON DELETE SET NULL,
  paid_at                 timestamptz,
  created_by              integer REFERENCES users (id) ON DELETE SET NULL,
  version                 integer NOT NULL DEFAULT 1,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK (period_end >= period_start),
  CHECK ((type = 'general') = (payroll_group_id IS NOT NULL)),
  FOREIGN KEY (client_id, payroll_group_id) REFERENCES payroll_groups (client_id, id)
);
-- SPEC §8 BATCH_NAME_ALREADY_EXIST: batch names are unique per client.
CREATE UNIQUE INDEX payroll_reports_name_key ON payroll_reports (client_id, lower(name));
-- One general report per group and payroll month.
CREATE UNIQUE INDEX payroll_reports_group_period_key
  ON payroll_reports (client_id, payroll_group_id, period) WHERE type = 'general';
CREATE INDEX payroll_reports_list ON payroll_reports (client_id, period DESC, id DESC);

-- One line per worker per report. Every figure can be explained: `lines` holds each
-- earning, deduction, employer contribution and tax with the rule applied and its inputs;
-- `inputs` the worker's facts the run used (days, attendance, membership, tax year so far).
CREATE TABLE payroll_report_details (
  id                      bigserial PRIMARY KEY,
  client_id               integer NOT NULL,
  report_id               integer NOT NULL,
  agent_id                integer NOT NULL,
  member_id               integer,
  generation              integer NOT NULL DEFAULT 1,
  -- The worker as paid (kept when the worker's data changes later).
  agent_name              text NOT NULL,
  employee_number         text,
  branch_name             text,
  -- The tax month of this line (1..12) and the year's figures the December reconciliation
  -- reads from finalised reports (PMK 168/2023 Ps. 15): taxable gross, employee pension
  -- contributions (JHT + JP), PPh 21 withheld.
  tax_year                smallint NOT NULL,
  tax_month               smallint NOT NULL CHECK (tax_month BETWEEN 1 AND 12),
  basic_salary            bigint NOT NULL DEFAULT 0,
  gross                   bigint NOT NULL DEFAULT 0,
  taxable_gross           bigint NOT NULL DEFAULT 0,
  employee_pension        bigint NOT NULL DEFAULT 0,
  pph21                   bigint NOT NULL DEFAULT 0,
  employee_deductions     bigint NOT NULL DEFAULT 0,
  employer_contributions  bigint NOT NULL DEFAULT 0,
  net                     bigint NOT NULL DEFAULT 0,
  -- { kesehatanWorker, kesehatanEmployer, jhtWorker, jhtEmployer, jpWorker, jpEmployer, jkk, jkm }
  bpjs                    jsonb NOT NULL DEFAULT '{}'::jsonb,
  lines                   jsonb NOT NULL DEFAULT '[]'::jsonb,
  inputs                  jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- A worker the run could not compute: the code and reason; the other lines stand.
  error_code              text,
  error_reason            text,
  -- Payment account as paid (the member's own, else the worker's).
  payment_method          text,
  bank_name               text,
  account_number          text,
  account_name            text,
  e_wallet                text,
  wallet_phone_number     text,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (report_id, agent_id),
  FOREIGN KEY (client_id, report_id) REFERENCES payroll_reports (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id)
);
CREATE INDEX payroll_report_details_agent_year
  ON payroll_report_details (client_id, agent_id, tax_year, tax_month);

-- Adjustments of a general report (SPEC §3: label, amount, type increment | decrement |
-- default). increment adds an earning, decrement a deduction; default sets the amount of one
-- of the worker's components (component_code) for this run only.
CREATE TABLE payroll_report_adjustments (
  id              serial PRIMARY KEY,
  client_id       integer NOT NULL,
  report_id       integer NOT NULL,
  agent_id        integer NOT NULL,
  type            text NOT NULL CHECK (type IN ('increment', 'decrement', 'default')),
  label           text NOT NULL CHECK (length(btrim(label)) BETWEEN 1 AND 100),
  amount          bigint NOT NULL CHECK (amount BETWEEN 0 AND 10000000000),
  component_code  text,
  -- increment: taxable as regular income unless false (a non-object reimbursement).
  taxable         boolean NOT NULL DEFAULT true,
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK ((type = 'default') = (component_code IS NOT NULL)),
  FOREIGN KEY (client_id, report_id) REFERENCES payroll_reports (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id)
);
CREATE INDEX payroll_report_adjustments_report ON payroll_report_adjustments (client_id, report_id, agent_id);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['payroll_reports', 'payroll_report_details', 'payroll_report_adjustments']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (client_id = app_client_id()) '
                   'WITH CHECK (client_id = app_client_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO tenaga_app', t);
  END LOOP;
END $$;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tenaga_app;
