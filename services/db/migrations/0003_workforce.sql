-- Workforce master data (issue 5): branches, merchants, projects, partners, employees
-- ("agents") with client-defined additional data, assignments, and bulk imports.
--
-- Every table carries client_id under forced row-level security. References between
-- tenant tables are composite (client_id, id) foreign keys, so a row can never point at
-- another client's row even if a service forgot to check.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A client's offices. The time zone is the IANA id of WIB / WITA / WIT (SPEC §9).
CREATE TABLE branches (
  id           serial PRIMARY KEY,
  client_id    integer NOT NULL REFERENCES clients (id),
  code         text NOT NULL CHECK (code ~ '^[A-Z0-9-]{2,20}$'),
  name         text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  address      text NOT NULL DEFAULT '' CHECK (length(address) <= 500),
  province_id  text REFERENCES provinces (id),
  city_id      text REFERENCES cities (id),
  latitude     numeric(9, 6) CHECK (latitude BETWEEN -90 AND 90),
  longitude    numeric(9, 6) CHECK (longitude BETWEEN -180 AND 180),
  timezone     text NOT NULL DEFAULT 'Asia/Jakarta'
                 CHECK (timezone IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')),
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, code)
);
CREATE UNIQUE INDEX branches_name_key ON branches (client_id, lower(name));

-- Shops and outlets where agents work; optionally served from a branch.
CREATE TABLE merchants (
  id           serial PRIMARY KEY,
  client_id    integer NOT NULL REFERENCES clients (id),
  code         text NOT NULL CHECK (code ~ '^[A-Z0-9-]{2,20}$'),
  name         text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  branch_id    integer,
  address      text NOT NULL DEFAULT '' CHECK (length(address) <= 500),
  province_id  text REFERENCES provinces (id),
  city_id      text REFERENCES cities (id),
  latitude     numeric(9, 6) CHECK (latitude BETWEEN -90 AND 90),
  longitude    numeric(9, 6) CHECK (longitude BETWEEN -180 AND 180),
  timezone     text NOT NULL DEFAULT 'Asia/Jakarta'
                 CHECK (timezone IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')),
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, code),
  FOREIGN KEY (client_id, branch_id) REFERENCES branches (client_id, id)
);

CREATE TABLE projects (
  id           serial PRIMARY KEY,
  client_id    integer NOT NULL REFERENCES clients (id),
  code         text NOT NULL CHECK (code ~ '^[A-Z0-9-]{2,20}$'),
  name         text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  description  text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  start_date   date NOT NULL,
  end_date     date CHECK (end_date IS NULL OR end_date >= start_date),
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, code)
);
CREATE UNIQUE INDEX projects_name_key ON projects (client_id, lower(name));

-- Client-defined employee fields ("Additional Data"). Values live in agents.custom_data
-- under the field's key; options are [{label, value}] for the select types.
CREATE TABLE agent_fields (
  id          serial PRIMARY KEY,
  client_id   integer NOT NULL REFERENCES clients (id),
  key         text NOT NULL CHECK (key ~ '^[a-z][a-z0-9_]{0,39}$'),
  label       text NOT NULL CHECK (length(btrim(label)) BETWEEN 1 AND 80),
  type        text NOT NULL
                CHECK (type IN ('text', 'number', 'date', 'single_select', 'multi_select')),
  required    boolean NOT NULL DEFAULT false,
  options     jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(options) = 'array'),
  position    integer NOT NULL DEFAULT 0,
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, key)
);

-- Employees. NIK and phone are unique per client (issue 5); phone is stored without the
-- leading 0 / +62, as SPEC §5 validates it (8 followed by 7 to 12 digits).
CREATE TABLE agents (
  id                   serial PRIMARY KEY,
  client_id            integer NOT NULL REFERENCES clients (id),
  full_name            text NOT NULL CHECK (length(btrim(full_name)) BETWEEN 1 AND 120),
  nik                  text NOT NULL CHECK (nik ~ '^[0-9]{16}$'),
  phone_number         text NOT NULL CHECK (phone_number ~ '^8[0-9]{7,12}$'),
  email                text CHECK (email IS NULL OR length(email) <= 254),
  birth_date           date,
  gender               text CHECK (gender IN ('male', 'female')),
  join_date            date NOT NULL,
  contract_type        text NOT NULL
                         CHECK (contract_type IN ('pkwt', 'kemitraan', 'daily_worker',
                                                  'event_worker', 'pkwtt')),
  contract_status      text NOT NULL DEFAULT 'no_contract_logged'
                         CHECK (contract_status IN ('active', 'signed', 'waiting_for_approval',
                                                    'waiting_to_submit', 'expired',
                                                    'no_contract_logged', 'need_revision')),
  branch_id            integer NOT NULL,
  project_id           integer,
  payroll_group_id     integer,
  -- Payment data (SPEC §3 agent data).
  payment_method       text CHECK (payment_method IN ('bank_transfer', 'e_wallet', 'cash')),
  account_name         text CHECK (length(account_name) <= 120),
  account_number       text CHECK (account_number ~ '^[0-9]{5,20}$'),
  bank_name            text CHECK (length(bank_name) <= 80),
  e_wallet             text CHECK (e_wallet IN ('gopay', 'ovo', 'dana', 'shopeepay', 'linkaja')),
  wallet_phone_number  text CHECK (wallet_phone_number ~ '^8[0-9]{7,12}$'),
  -- Domicile.
  domicile_address     text CHECK (length(domicile_address) <= 500),
  domicile_province_id text REFERENCES provinces (id),
  domicile_city_id     text REFERENCES cities (id),
  vaccine_status       text CHECK (vaccine_status IN ('not_vaccinated', 'first_dose',
                                                      'second_dose', 'booster')),
  selfie_url           text CHECK (length(selfie_url) <= 1000),
  -- Tax data (PTKP status and NPWP; a 16-digit NIK-based or the older 15-digit NPWP).
  ptkp_status          text CHECK (ptkp_status IN ('TK/0', 'TK/1', 'TK/2', 'TK/3',
                                                   'K/0', 'K/1', 'K/2', 'K/3')),
  npwp                 text CHECK (npwp ~ '^([0-9]{15}|[0-9]{16})$'),
  worker_status        text NOT NULL DEFAULT 'active'
                         CHECK (worker_status IN ('active', 'inactive')),
  termination_reason   text CHECK (termination_reason IN (
                         'resign_get_new_job', 'resign_personal_reason', 'resign_family_reason',
                         'terminated_fraud', 'terminated_performance_issue',
                         'terminated_missing_worker', 'terminated_manner',
                         'finished_end_of_contract', 'transferred_promotion', 'OTHERS')),
  termination_note     text CHECK (length(termination_note) <= 500),
  termination_date     date,
  custom_data          jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(custom_data) = 'object'),
  -- The bulk import that created the row, if any (re-uploads never duplicate).
  import_id            uuid,
  version              integer NOT NULL DEFAULT 1,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, nik),
  UNIQUE (client_id, phone_number),
  FOREIGN KEY (client_id, branch_id) REFERENCES branches (client_id, id),
  FOREIGN KEY (client_id, project_id) REFERENCES projects (client_id, id),
  CHECK ((termination_reason IS NULL) = (termination_date IS NULL))
);
-- Search by name (trigram, any substring), NIK and phone (prefix), and the list filters.
CREATE INDEX agents_name_trgm ON agents USING gin (full_name gin_trgm_ops);
CREATE INDEX agents_nik_prefix ON agents (client_id, nik text_pattern_ops);
CREATE INDEX agents_phone_prefix ON agents (client_id, phone_number text_pattern_ops);
CREATE INDEX agents_email ON agents (client_id, lower(email));
CREATE INDEX agents_client_name ON agents (client_id, full_name, id);
CREATE INDEX agents_client_join ON agents (client_id, join_date, id);
CREATE INDEX agents_branch ON agents (client_id, branch_id);
CREATE INDEX agents_project ON agents (client_id, project_id);
CREATE INDEX agents_custom_data ON agents USING gin (custom_data jsonb_path_ops);

-- Partners (mitra) register themselves; the client approves or rejects them.
CREATE TABLE partners (
  id                   serial PRIMARY KEY,
  client_id            integer NOT NULL REFERENCES clients (id),
  full_name            text NOT NULL CHECK (length(btrim(full_name)) BETWEEN 1 AND 120),
  nik                  text NOT NULL CHECK (nik ~ '^[0-9]{16}$'),
  phone_number         text NOT NULL CHECK (phone_number ~ '^8[0-9]{7,12}$'),
  email                text CHECK (email IS NULL OR length(email) <= 254),
  province_id          text REFERENCES provinces (id),
  city_id              text REFERENCES cities (id),
  assigned_agent_id    integer,
  team_lead_partner_id integer,
  approval_status      text NOT NULL DEFAULT 'waiting_for_approval'
                         CHECK (approval_status IN ('waiting_for_approval', 'approved',
                                                    'rejected')),
  rejection_reason     text CHECK (length(rejection_reason) <= 500),
  salary_registration  text NOT NULL DEFAULT 'waiting_for_registration'
                         CHECK (salary_registration IN ('bpu', 'pu', 'waiting_for_registration')),
  registered_at        timestamptz NOT NULL DEFAULT now(),
  decided_at           timestamptz,
  decided_by           integer,
  version              integer NOT NULL DEFAULT 1,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (client_id, nik),
  UNIQUE (client_id, phone_number),
  FOREIGN KEY (client_id, assigned_agent_id) REFERENCES agents (client_id, id),
  FOREIGN KEY (client_id, team_lead_partner_id) REFERENCES partners (client_id, id),
  CHECK ((approval_status = 'rejected') = (rejection_reason IS NOT NULL))
);
CREATE INDEX partners_status ON partners (client_id, approval_status, registered_at DESC);
CREATE INDEX partners_name_trgm ON partners USING gin (full_name gin_trgm_ops);

-- Which partners the client's console shows (SPEC §6 partner visibility options).
CREATE TABLE partner_settings (
  client_id   integer PRIMARY KEY REFERENCES clients (id),
  visibility  text NOT NULL DEFAULT 'all_registered_partners'
                CHECK (visibility IN ('all_registered_partners', 'by_assigned_agent',
                                      'by_working_city', 'by_partner_team_lead')),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Which agent works on which project, at which merchant or branch, from when to when.
CREATE TABLE assignments (
  id           serial PRIMARY KEY,
  client_id    integer NOT NULL REFERENCES clients (id),
  agent_id     integer NOT NULL,
  project_id   integer NOT NULL,
  merchant_id  integer,
  branch_id    integer,
  start_date   date NOT NULL,
  end_date     date CHECK (end_date IS NULL OR end_date >= start_date),
  import_id    uuid,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, project_id) REFERENCES projects (client_id, id),
  FOREIGN KEY (client_id, merchant_id) REFERENCES merchants (client_id, id),
  FOREIGN KEY (client_id, branch_id) REFERENCES branches (client_id, id),
  CHECK (merchant_id IS NOT NULL OR branch_id IS NOT NULL)
);
CREATE INDEX assignments_agent ON assignments (client_id, agent_id, start_date);
CREATE INDEX assignments_project ON assignments (client_id, project_id, start_date);

-- Bulk uploads (employees default data, employees additional data, assignments).
-- A file is identified by its SHA-256: the same file uploaded again finds the earlier
-- import instead of writing its rows twice.
CREATE TABLE bulk_imports (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id       integer NOT NULL REFERENCES clients (id),
  kind            text NOT NULL CHECK (kind IN ('agents_default', 'agents_additional',
                                                'assignments')),
  file_name       text NOT NULL,
  file_sha256     text NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
  status          text NOT NULL DEFAULT 'validating'
                    CHECK (status IN ('validating', 'invalid', 'queued', 'running',
                                      'completed', 'failed')),
  total_rows      integer NOT NULL DEFAULT 0,
  processed_rows  integer NOT NULL DEFAULT 0,
  errors          jsonb NOT NULL DEFAULT '[]',
  rows            jsonb,
  result          jsonb,
  created_by      integer REFERENCES users (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  started_at      timestamptz,
  finished_at     timestamptz,
  UNIQUE (client_id, id)
);
CREATE UNIQUE INDEX bulk_imports_once ON bulk_imports (client_id, kind, file_sha256)
  WHERE status IN ('queued', 'running', 'completed');

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['branches', 'merchants', 'projects', 'agent_fields', 'agents',
                           'partners', 'partner_settings', 'assignments', 'bulk_imports']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (client_id = app_client_id()) '
                   'WITH CHECK (client_id = app_client_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO tenaga_app', t);
  END LOOP;
END $$;

GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tenaga_app;
