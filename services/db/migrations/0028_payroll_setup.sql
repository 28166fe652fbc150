-- Issue 16: payroll set-up. Payroll components (the client's own and the SPEC §3 predefined
-- codes), regulation-based components (BPJS programmes with dated worker/employer rates and
-- wage caps), tax group configurations (PPh 21 not final / final) with employee tax records
-- per year, and payroll groups with their branches, components and effective-dated members.
-- Rules and sources: ../shared/payroll/REFERENCE.md (PPh 21, BPJS) and RUNS.md §1 (proration).
-- Money is whole rupiah (bigint); percentages are numeric, never floats.

-- Payroll components (SPEC §3, §9). scheme: '%' or 'Rp'. A % component has a base (salary or
-- sub_total); an Rp one has none. default_amount: whole rupiah for Rp, a percentage for %.
-- tax_treatment (REFERENCE.md §1.1): regular and irregular income and natura are taxable
-- (PMK 168/2023 Ps. 5, PMK 66/2023); non_object is outside PPh 21. taxable mirrors it.
CREATE TABLE payroll_components (
  id              serial PRIMARY KEY,
  client_id       integer NOT NULL REFERENCES clients (id),
  name            text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  code            text NOT NULL CHECK (code ~ '^[a-z][a-z0-9_]{1,59}$'),
  scheme          text NOT NULL CHECK (scheme IN ('%', 'Rp')),
  add_or_sub      text NOT NULL CHECK (add_or_sub IN ('add', 'subtract')),
  mode            text NOT NULL CHECK (mode IN ('prorate', 'fixed_rate', 'daily_fee')),
  taxable         boolean NOT NULL DEFAULT true,
  tax_treatment   text NOT NULL DEFAULT 'regular'
                    CHECK (tax_treatment IN ('regular', 'irregular', 'natura', 'non_object')),
  base            text CHECK (base IN ('salary', 'sub_total')),
  default_amount  numeric(15,4) CHECK (default_amount IS NULL OR default_amount >= 0),
  effective_date  date NOT NULL DEFAULT current_date,
  description     text CHECK (description IS NULL OR length(description) <= 500),
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  version         integer NOT NULL DEFAULT 1,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK ((scheme = '%') = (base IS NOT NULL)),
  CHECK (taxable = (tax_treatment <> 'non_object')),
  CHECK (scheme = '%' OR default_amount IS NULL OR default_amount = trunc(default_amount)),
  CHECK (scheme = 'Rp' OR default_amount IS NULL OR default_amount <= 100)
);
CREATE UNIQUE INDEX payroll_components_code_key ON payroll_components (client_id, code);
CREATE UNIQUE INDEX payroll_components_name_key ON payroll_components (client_id, lower(name));

-- Regulation-based components (flag regulation_based_component): one BPJS programme each,
-- split into the worker's and the employer's part. PU (wage earners): bpjs_kesehatan, jkk
-- (one per risk class), jkm, jht, jp; BPU (partners): bpu_jkk, bpu_jkm, bpu_jht, bpu_jp.
CREATE TABLE regulation_components (
  id              serial PRIMARY KEY,
  client_id       integer NOT NULL REFERENCES clients (id),
  programme       text NOT NULL CHECK (programme IN ('bpjs_kesehatan', 'jkk', 'jkm', 'jht', 'jp',
                    'bpu_jkk', 'bpu_jkm', 'bpu_jht', 'bpu_jp')),
  name            text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  -- JKK only: 1..5 for the PP 44/2015 classes 0.24 / 0.54 / 0.89 / 1.27 / 1.74 %.
  jkk_risk_class  smallint CHECK (jkk_risk_class BETWEEN 1 AND 5),
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  version         integer NOT NULL DEFAULT 1,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK ((programme = 'jkk') = (jkk_risk_class IS NOT NULL))
);
CREATE UNIQUE INDEX regulation_components_key
  ON regulation_components (client_id, programme, coalesce(jkk_risk_class, 0));

-- Dated rates of a regulation component: in force from effective_from until the next row.
-- Rates are percentages of the wage base; amounts are flat rupiah a month (BPU JKM Rp 6.800).
-- wage_cap: the base's ceiling (BPJS Kesehatan 12.000.000, JP's yearly cap); NULL = none.
-- minimum_wage_floor: the base never goes below the regional minimum (BPJS Kesehatan).
CREATE TABLE regulation_component_rates (
  id                  serial PRIMARY KEY,
  client_id           integer NOT NULL,
  component_id        integer NOT NULL,
  effective_from      date NOT NULL,
  employer_rate       numeric(7,4) NOT NULL DEFAULT 0 CHECK (employer_rate BETWEEN 0 AND 100),
  employee_rate       numeric(7,4) NOT NULL DEFAULT 0 CHECK (employee_rate BETWEEN 0 AND 100),
  employer_amount     bigint NOT NULL DEFAULT 0 CHECK (employer_amount BETWEEN 0 AND 100000000),
  employee_amount     bigint NOT NULL DEFAULT 0 CHECK (employee_amount BETWEEN 0 AND 100000000),
  wage_cap            bigint CHECK (wage_cap IS NULL OR wage_cap > 0),
  minimum_wage_floor  boolean NOT NULL DEFAULT false,
  basis               text CHECK (basis IS NULL OR length(basis) <= 300),
  created_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (component_id, effective_from),
  FOREIGN KEY (client_id, component_id) REFERENCES regulation_components (client_id, id) ON DELETE CASCADE
);

-- Tax group configurations. kind pph21_non_final: TER monthly, the annual calculation in the
-- last period (REFERENCE.md §1, §2), with the open choices of §6 as settings. kind
-- pph21_final (flag final_tax_configuration): severance or lump-sum pension with the final
-- bands of PP 68/2009 (REFERENCE.md §3.1): [{ "upTo": rupiah | null, "ratePercent": n }].
CREATE TABLE tax_configurations (
  id                   serial PRIMARY KEY,
  client_id            integer NOT NULL REFERENCES clients (id),
  kind                 text NOT NULL CHECK (kind IN ('pph21_non_final', 'pph21_final')),
  name                 text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  -- Non-final settings (REFERENCE.md §6.1–6.3).
  ter_rounding         text NOT NULL DEFAULT 'floor' CHECK (ter_rounding IN ('floor', 'half_up')),
  no_npwp_surcharge    boolean NOT NULL DEFAULT false,
  biaya_jabatan_mode   text NOT NULL DEFAULT 'aggregate'
                         CHECK (biaya_jabatan_mode IN ('aggregate', 'monthly')),
  -- Final settings.
  final_kind           text CHECK (final_kind IN ('severance', 'lump_sum_pension')),
  final_bands          jsonb CHECK (final_bands IS NULL OR jsonb_typeof(final_bands) = 'array'),
  description          text CHECK (description IS NULL OR length(description) <= 500),
  status               text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  version              integer NOT NULL DEFAULT 1,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK ((kind = 'pph21_final') = (final_kind IS NOT NULL)),
  CHECK ((kind = 'pph21_final') = (final_bands IS NOT NULL))
);
CREATE UNIQUE INDEX tax_configurations_name_key ON tax_configurations (client_id, lower(name));

-- Payroll groups (SPEC §4 salary type mapping, §9 constants; RUNS.md §1 proration).
-- cycle monthly/custom: the period runs from cutoff_day (1..31, 31 = end of month) of one month
-- to the day before it in the next; pay_day 1..31 (31 = end of month). weekly: pay_weekday
-- 1..7 (Monday..Sunday). custom: custom_cycle_days. daily: paid each day.
CREATE TABLE payroll_groups (
  id                    serial PRIMARY KEY,
  client_id             integer NOT NULL REFERENCES clients (id),
  name                  text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  shift_config          text NOT NULL CHECK (shift_config IN ('with_shift', 'without_shift')),
  salary_type           text NOT NULL CHECK (salary_type IN ('per_cycle', 'daily_fee', 'per_attendance')),
  cycle                 text NOT NULL DEFAULT 'monthly'
                          CHECK (cycle IN ('monthly', 'weekly', 'daily', 'custom')),
  cutoff_day            smallint NOT NULL DEFAULT 1 CHECK (cutoff_day BETWEEN 1 AND 31),
  custom_cycle_days     smallint CHECK (custom_cycle_days BETWEEN 1 AND 366),
  pay_day               smallint CHECK (pay_day BETWEEN 1 AND 31),
  pay_weekday           smallint CHECK (pay_weekday BETWEEN 1 AND 7),
  social_programs       text NOT NULL DEFAULT 'jkk_jkm_jht'
                          CHECK (social_programs IN ('jkk_jkm', 'jkk_jkm_jht')),
  social_paid_by        text NOT NULL DEFAULT 'client' CHECK (social_paid_by IN ('client', 'agent')),
  jkk_risk_rate         numeric(4,2) NOT NULL DEFAULT 0.24
                          CHECK (jkk_risk_rate IN (0.24, 0.54, 0.89, 1.27, 1.74)),
  bpjs_kesehatan        boolean NOT NULL DEFAULT true,
  pension_jp            boolean NOT NULL DEFAULT true,
  proration             text NOT NULL DEFAULT 'calendar_days'
                          CHECK (proration IN ('calendar_days', 'working_days', 'fixed_divisor')),
  proration_divisor     smallint CHECK (proration_divisor BETWEEN 1 AND 31),
  tax_configuration_id  integer,
  tax_method            text NOT NULL DEFAULT 'gross'
                          CHECK (tax_method IN ('gross', 'gross_up', 'tax_allowance')),
  description           text CHECK (description IS NULL OR length(description) <= 500),
  status                text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  version               integer NOT NULL DEFAULT 1,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK ((proration = 'fixed_divisor') = (proration_divisor IS NOT NULL)),
  CHECK (cycle <> 'monthly' OR pay_day IS NOT NULL),
  CHECK (cycle <> 'weekly' OR pay_weekday IS NOT NULL),
  CHECK (cycle <> 'custom' OR custom_cycle_days IS NOT NULL),
  FOREIGN KEY (client_id, tax_configuration_id) REFERENCES tax_configurations (client_id, id)
);
CREATE UNIQUE INDEX payroll_groups_name_key ON payroll_groups (client_id, lower(name));

-- The branches a group is related to (SPEC §8 "Branch and Payroll Group is not related"):
-- none listed = every branch of the client.
CREATE TABLE payroll_group_branches (
  client_id         integer NOT NULL,
  payroll_group_id  integer NOT NULL,
  branch_id         integer NOT NULL,
  PRIMARY KEY (payroll_group_id, branch_id),
  FOREIGN KEY (client_id, payroll_group_id) REFERENCES payroll_groups (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, branch_id) REFERENCES branches (client_id, id)
);

-- The components a group pays, with the group's default amount (whole rupiah for Rp, a
-- percentage for %). A component in use here cannot be deleted (RESTRICT).
CREATE TABLE payroll_group_components (
  client_id         integer NOT NULL,
  payroll_group_id  integer NOT NULL,
  component_id      integer NOT NULL,
  amount            numeric(15,4) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  position          smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (payroll_group_id, component_id),
  FOREIGN KEY (client_id, payroll_group_id) REFERENCES payroll_groups (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, component_id) REFERENCES payroll_components (client_id, id) ON DELETE RESTRICT
);

-- Members: a worker's terms in a group from effective_from to effective_to (inclusive; NULL =
-- open). A worker belongs to at most one group at a time; a move ends the old row the day
-- before the new one starts, so history stays. Payment account columns left NULL use the
-- worker's own (agents.payment_method ...).
CREATE TABLE payroll_group_members (
  id                   serial PRIMARY KEY,
  client_id            integer NOT NULL,
  payroll_group_id     integer NOT NULL,
  agent_id             integer NOT NULL,
  effective_from       date NOT NULL,
  effective_to         date,
  basic_salary         bigint NOT NULL CHECK (basic_salary BETWEEN 0 AND 10000000000),
  ptkp_status          text NOT NULL CHECK (ptkp_status IN ('TK/0', 'TK/1', 'TK/2', 'TK/3',
                                                            'K/0', 'K/1', 'K/2', 'K/3')),
  recipient            text NOT NULL DEFAULT 'permanent_employee'
                         CHECK (recipient IN ('permanent_employee', 'pensioner',
                           'non_permanent_monthly', 'commissioner', 'non_permanent_daily',
                           'non_employee', 'former_employee', 'activity_participant',
                           'pension_withdrawal', 'pph26')),
  payment_method       text CHECK (payment_method IN ('bank_transfer', 'e_wallet', 'cash')),
  bank_name            text CHECK (length(bank_name) <= 80),
  account_number       text CHECK (account_number ~ '^[0-9]{5,20}$'),
  account_name         text CHECK (length(account_name) <= 120),
  e_wallet             text CHECK (e_wallet IN ('gopay', 'ovo', 'dana', 'shopeepay', 'linkaja')),
  wallet_phone_number  text CHECK (wallet_phone_number ~ '^8[0-9]{7,12}$'),
  version              integer NOT NULL DEFAULT 1,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK (effective_to IS NULL OR effective_to >= effective_from),
  FOREIGN KEY (client_id, payroll_group_id) REFERENCES payroll_groups (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE,
  CONSTRAINT payroll_group_members_one_group EXCLUDE USING gist (
    client_id WITH =, agent_id WITH =,
    daterange(effective_from, effective_to, '[]') WITH &&)
);
CREATE INDEX payroll_group_members_group ON payroll_group_members (client_id, payroll_group_id, effective_from);
CREATE INDEX payroll_group_members_agent ON payroll_group_members (client_id, agent_id, effective_from);

-- A member's own amount of a component (overrides the group's default).
CREATE TABLE payroll_member_components (
  client_id     integer NOT NULL,
  member_id     integer NOT NULL,
  component_id  integer NOT NULL,
  amount        numeric(15,4) NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (member_id, component_id),
  FOREIGN KEY (client_id, member_id) REFERENCES payroll_group_members (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, component_id) REFERENCES payroll_components (client_id, id) ON DELETE RESTRICT
);

-- Employee tax records per year (what the annual calculation needs, REFERENCE.md §2.1): the
-- tax id (NPWP, or the NIK activated as NPWP), the PTKP status at the start of the year, the
-- months worked here, withholding before Tenaga ran payroll, a previous employer's figures,
-- and whether the subjective obligation starts or ends mid-year (annualised, PMK 168 Ps. 15(3)).
CREATE TABLE employee_tax_records (
  id                            serial PRIMARY KEY,
  client_id                     integer NOT NULL,
  tax_configuration_id          integer NOT NULL,
  agent_id                      integer NOT NULL,
  year                          smallint NOT NULL CHECK (year BETWEEN 2024 AND 2100),
  tax_id_kind                   text NOT NULL CHECK (tax_id_kind IN ('npwp', 'nik')),
  tax_id                        text NOT NULL CHECK (tax_id ~ '^([0-9]{15}|[0-9]{16})$'),
  ptkp_status                   text NOT NULL CHECK (ptkp_status IN ('TK/0', 'TK/1', 'TK/2', 'TK/3',
                                                                     'K/0', 'K/1', 'K/2', 'K/3')),
  recipient                     text NOT NULL DEFAULT 'permanent_employee',
  start_month                   smallint NOT NULL DEFAULT 1 CHECK (start_month BETWEEN 1 AND 12),
  end_month                     smallint NOT NULL DEFAULT 12 CHECK (end_month BETWEEN 1 AND 12),
  subjective_change             boolean NOT NULL DEFAULT false,
  opening_bruto                 bigint NOT NULL DEFAULT 0 CHECK (opening_bruto >= 0),
  opening_withheld              bigint NOT NULL DEFAULT 0 CHECK (opening_withheld >= 0),
  opening_deductions            bigint NOT NULL DEFAULT 0 CHECK (opening_deductions >= 0),
  previous_employer_bruto       bigint NOT NULL DEFAULT 0 CHECK (previous_employer_bruto >= 0),
  previous_employer_withheld    bigint NOT NULL DEFAULT 0 CHECK (previous_employer_withheld >= 0),
  previous_employer_deductions  bigint NOT NULL DEFAULT 0 CHECK (previous_employer_deductions >= 0),
  note                          text CHECK (note IS NULL OR length(note) <= 500),
  version                       integer NOT NULL DEFAULT 1,
  created_at                    timestamptz NOT NULL DEFAULT now(),
  updated_at                    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, agent_id, year),
  CHECK (end_month >= start_month),
  FOREIGN KEY (client_id, tax_configuration_id) REFERENCES tax_configurations (client_id, id),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE
);
CREATE INDEX employee_tax_records_config ON employee_tax_records (client_id, tax_configuration_id, year);

-- agents.payroll_group_id is the group of the worker's membership in force today, kept by
-- these statement-level triggers (one UPDATE per statement, however many members it wrote)
-- so the agent pages and filters need no join.
CREATE FUNCTION payroll_members_sync_agents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE agents a SET payroll_group_id = (
      SELECT m.payroll_group_id FROM payroll_group_members m
       WHERE m.client_id = a.client_id AND m.agent_id = a.id
         AND m.effective_from <= current_date
         AND (m.effective_to IS NULL OR m.effective_to >= current_date)
       LIMIT 1)
     WHERE (a.client_id, a.id) IN (SELECT DISTINCT client_id, agent_id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE agents a SET payroll_group_id = (
      SELECT m.payroll_group_id FROM payroll_group_members m
       WHERE m.client_id = a.client_id AND m.agent_id = a.id
         AND m.effective_from <= current_date
         AND (m.effective_to IS NULL OR m.effective_to >= current_date)
       LIMIT 1)
     WHERE (a.client_id, a.id) IN (SELECT DISTINCT client_id, agent_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER payroll_members_sync_agents_ins AFTER INSERT ON payroll_group_members
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_members_sync_agents();
CREATE TRIGGER payroll_members_sync_agents_upd AFTER UPDATE ON payroll_group_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_members_sync_agents();
CREATE TRIGGER payroll_members_sync_agents_del AFTER DELETE ON payroll_group_members
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_members_sync_agents();

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['payroll_components', 'regulation_components',
                           'regulation_component_rates', 'tax_configurations', 'payroll_groups',
                           'payroll_group_branches', 'payroll_group_components',
                           'payroll_group_members', 'payroll_member_components',
                           'employee_tax_records']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (client_id = app_client_id()) '
                   'WITH CHECK (client_id = app_client_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO tenaga_app', t);
  END LOOP;
END $$;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tenaga_app;
