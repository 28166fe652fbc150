-- Issue 18: money out. Reimbursement claims (SPEC §2 /reimbursements) and disbursement
-- batches (SPEC §2 /disbursements, /disbursements/approval) paid through a payout provider
-- (services/hcm/payouts/: a Xendit-like adapter; `npm start` runs a local simulator of it)
-- or through a bank file (Mandiri MCM). Facts and sources: ../shared/payroll/RUNS.md §2, §6.
-- Money: whole rupiah (bigint). Exactly once: every line has a stable idempotency key
-- (UNIQUE) that the provider dedupes on; money-moving requests store their first answer
-- under the caller's Idempotency-Key (idempotency_keys).

-- Receipts may be PDFs (issue 18); the file service sniffs the magic bytes (%PDF-).
ALTER TABLE files DROP CONSTRAINT files_content_type_check;
ALTER TABLE files ADD CONSTRAINT files_content_type_check
  CHECK (content_type IN ('image/jpeg', 'image/png', 'image/heic', 'image/webp', 'application/pdf'));

-- Reimbursement claims ride the approval flow (issue 13) as request type 'reimbursement'.
ALTER TABLE approval_rule_request_types DROP CONSTRAINT approval_rule_request_types_request_type_check;
ALTER TABLE approval_rule_request_types ADD CONSTRAINT approval_rule_request_types_request_type_check
  CHECK (request_type IN ('shift', 'branch', 'shift_branch', 'new_attendance',
    'new_attendance_branch', 'leave', 'overtime', 'dispute', 'reimbursement'));
ALTER TABLE approval_requests DROP CONSTRAINT approval_requests_request_type_check;
ALTER TABLE approval_requests ADD CONSTRAINT approval_requests_request_type_check
  CHECK (request_type IN ('shift', 'branch', 'shift_branch', 'new_attendance',
    'new_attendance_branch', 'leave', 'overtime', 'dispute', 'reimbursement'));

-- A claim type: its tax treatment (RUNS.md §6, PMK 66/2023), budget and receipt threshold.
--   non_taxable_actual_cost: actual business cost, not income (UU PPh Ps. 6(1));
--   taxable_allowance: cash reimbursement that is a PPh 21 object (e.g. fuel, DJP);
--   natura_meal_field: meals of field/marketing/transport staff, excepted up to
--     monthly_tax_free_cap (default Rp 2.000.000 per worker per month, PMK 66/2023 Ps. 5),
--     the rest taxable.
CREATE TABLE reimbursement_types (
  id                    serial PRIMARY KEY,
  client_id             integer NOT NULL REFERENCES clients (id),
  name                  text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  description           text CHECK (description IS NULL OR length(description) <= 1000),
  tax_treatment         text NOT NULL CHECK (tax_treatment IN
                          ('non_taxable_actual_cost', 'taxable_allowance', 'natura_meal_field')),
  monthly_tax_free_cap  bigint CHECK (monthly_tax_free_cap IS NULL OR monthly_tax_free_cap >= 0),
  -- The budget per worker per period (null: no budget); claims pending or approved count.
  budget_amount         bigint CHECK (budget_amount IS NULL OR budget_amount > 0),
  budget_period         text CHECK (budget_period IN ('monthly', 'annual')),
  -- A receipt is required when the amount is above this (0: always; null: never).
  receipt_threshold     bigint CHECK (receipt_threshold IS NULL OR receipt_threshold >= 0),
  -- How an approved claim is paid by default: in the next payroll report, or a batch.
  default_payout        text NOT NULL DEFAULT 'payroll' CHECK (default_payout IN ('payroll', 'disbursement')),
  max_claim_amount      bigint NOT NULL DEFAULT 100000000 CHECK (max_claim_amount > 0),
  active                boolean NOT NULL DEFAULT true,
  created_by            integer REFERENCES users (id) ON DELETE SET NULL,
  version               integer NOT NULL DEFAULT 1,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK ((budget_amount IS NULL) = (budget_period IS NULL)),
  CHECK ((tax_treatment = 'natura_meal_field') = (monthly_tax_free_cap IS NOT NULL))
);
CREATE UNIQUE INDEX reimbursement_types_name_key ON reimbursement_types (client_id, lower(name));

-- A worker's claim. Status follows its approval request; paid when the payroll report that
-- carries it is finalised or the disbursement line that carries it succeeds.
CREATE TABLE reimbursement_claims (
  id                    serial PRIMARY KEY,
  client_id             integer NOT NULL REFERENCES clients (id),
  agent_id              integer NOT NULL,
  type_id               integer NOT NULL,
  claim_date            date NOT NULL,
  amount                bigint NOT NULL CHECK (amount > 0),
  description           text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 1000),
  status                text NOT NULL DEFAULT 'pending'
                          CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled', 'paid')),
  payout_method         text NOT NULL CHECK (payout_method IN ('payroll', 'disbursement')),
  -- The tax split fixed at approval (domain/reimbursement): taxable + non_taxable = amount.
  taxable_amount        bigint CHECK (taxable_amount IS NULL OR taxable_amount >= 0),
  non_taxable_amount    bigint CHECK (non_taxable_amount IS NULL OR non_taxable_amount >= 0),
  approval_request_id   integer,
  decided_at            timestamptz,
  decision_note         text CHECK (decision_note IS NULL OR length(decision_note) <= 1000),
  -- Paid through: a finalised payroll report, or a disbursement line (one, never both).
  payroll_report_id     integer,
  disbursement_line_id  bigint,
  paid_at               timestamptz,
  -- The worker app's own id for the claim: a repeat answers the first claim.
  client_request_id     text CHECK (client_request_id IS NULL OR length(client_request_id) BETWEEN 1 AND 100),
  created_by_user       integer REFERENCES users (id) ON DELETE SET NULL,
  created_by_agent      boolean NOT NULL DEFAULT false,
  version               integer NOT NULL DEFAULT 1,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK (payroll_report_id IS NULL OR disbursement_line_id IS NULL),
  CHECK (status <> 'paid' OR paid_at IS NOT NULL),
  CHECK (taxable_amount IS NULL OR taxable_amount + non_taxable_amount = amount),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id),
  FOREIGN KEY (client_id, type_id) REFERENCES reimbursement_types (client_id, id),
  FOREIGN KEY (client_id, approval_request_id) REFERENCES approval_requests (client_id, id),
  FOREIGN KEY (client_id, payroll_report_id) REFERENCES payroll_reports (client_id, id)
);
CREATE UNIQUE INDEX reimbursement_claims_approval ON reimbursement_claims (approval_request_id);
CREATE UNIQUE INDEX reimbursement_claims_client_request
  ON reimbursement_claims (client_id, agent_id, client_request_id) WHERE client_request_id IS NOT NULL;
CREATE INDEX reimbursement_claims_list ON reimbursement_claims (client_id, created_at DESC, id DESC);
CREATE INDEX reimbursement_claims_agent ON reimbursement_claims (client_id, agent_id, claim_date);
CREATE INDEX reimbursement_claims_unpaid ON reimbursement_claims (client_id, payout_method)
  WHERE status = 'approved';

-- Receipts (the file service's files) of a claim.
CREATE TABLE reimbursement_claim_files (
  client_id  integer NOT NULL,
  claim_id   integer NOT NULL,
  file_id    uuid NOT NULL,
  position   smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
  PRIMARY KEY (claim_id, file_id),
  FOREIGN KEY (client_id, claim_id) REFERENCES reimbursement_claims (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, file_id) REFERENCES files (client_id, id)
);

-- A disbursement batch. Names are unique per client, case-insensitive (SPEC §8
-- BATCH_NAME_ALREADY_EXIST). Status is derived from its lines (domain/disbursement/states.ts).
CREATE TABLE disbursements (
  id                  serial PRIMARY KEY,
  client_id           integer NOT NULL REFERENCES clients (id),
  name                text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  source              text NOT NULL CHECK (source IN ('manual', 'upload', 'payroll_report', 'reimbursement')),
  payroll_report_id   integer,
  -- provider: approved lines are sent to the payout provider; bank_file: the client pays
  -- through its bank portal with the exported file and confirms the lines paid.
  channel             text NOT NULL DEFAULT 'provider' CHECK (channel IN ('provider', 'bank_file')),
  status              text NOT NULL DEFAULT 'pending_approval' CHECK (status IN
                        ('draft', 'pending_approval', 'approved', 'processing', 'succeeded',
                         'partially_succeeded', 'failed', 'cancelled')),
  description         text CHECK (description IS NULL OR length(description) <= 500),
  line_count          integer NOT NULL DEFAULT 0,
  total_amount        bigint NOT NULL DEFAULT 0,
  error_count         integer NOT NULL DEFAULT 0,
  mismatch_count      integer NOT NULL DEFAULT 0,
  -- Account-name inquiry of the lines (a job): pending until every bank line is checked.
  inquiry_status      text NOT NULL DEFAULT 'pending' CHECK (inquiry_status IN ('pending', 'done', 'failed')),
  created_by          integer REFERENCES users (id) ON DELETE SET NULL,
  approved_by         integer REFERENCES users (id) ON DELETE SET NULL,
  approved_at         timestamptz,
  submitted_at        timestamptz,
  completed_at        timestamptz,
  version             integer NOT NULL DEFAULT 1,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  CHECK ((source = 'payroll_report') = (payroll_report_id IS NOT NULL)),
  FOREIGN KEY (client_id, payroll_report_id) REFERENCES payroll_reports (client_id, id)
);
CREATE UNIQUE INDEX disbursements_name_key ON disbursements (client_id, lower(name));
-- A finalised payroll report is paid by one live batch at a time.
CREATE UNIQUE INDEX disbursements_payroll_report_key ON disbursements (payroll_report_id)
  WHERE payroll_report_id IS NOT NULL AND status <> 'cancelled';
CREATE INDEX disbursements_list ON disbursements (client_id, created_at DESC, id DESC);

-- A line: one worker, an amount and where it goes. States (RUNS.md §2.7):
--   draft (invalid: error_code says why; fix the account or cancel) -> pending_approval
--   -> approved -> submitted -> succeeded | failed | reversed (after succeeded); cancelled
--   from draft, pending_approval or failed. A failed line is retried with the same key.
CREATE TABLE disbursement_lines (
  id                    bigserial PRIMARY KEY,
  client_id             integer NOT NULL,
  disbursement_id       integer NOT NULL,
  agent_id              integer NOT NULL,
  -- The payroll report line it pays (source payroll_report).
  payroll_report_detail_id bigint,
  amount                bigint NOT NULL CHECK (amount > 0 AND amount <= 10000000000),
  method                text NOT NULL CHECK (method IN ('bank_transfer', 'e_wallet')),
  -- bank_transfer: domain/disbursement/banks.ts code (BCA, MANDIRI, ...), number, holder.
  bank_code             text CHECK (bank_code IS NULL OR length(bank_code) <= 40),
  account_number        text CHECK (account_number IS NULL OR length(account_number) <= 40),
  account_name          text CHECK (account_name IS NULL OR length(account_name) <= 200),
  -- e_wallet: gopay | ovo | dana | shopeepay | linkaja and the wallet's phone number.
  e_wallet              text CHECK (e_wallet IS NULL OR length(e_wallet) <= 40),
  phone_number          text CHECK (phone_number IS NULL OR length(phone_number) <= 40),
  status                text NOT NULL CHECK (status IN ('draft', 'pending_approval', 'approved',
                          'submitted', 'succeeded', 'failed', 'reversed', 'cancelled')),
  -- SPEC §8 codes (INCOMPLETE_BANK_ACCOUNT_DATA, BELOW_MINIMUM_LIMIT, ...) or the provider's
  -- failure code; reason: words for people.
  error_code            text CHECK (error_code IS NULL OR length(error_code) <= 100),
  error_reason          text CHECK (error_reason IS NULL OR length(error_reason) <= 1000),
  -- Account-name inquiry: verified | mismatch | not_found | unverified (provider had no name)
  inquiry_status        text CHECK (inquiry_status IN ('verified', 'mismatch', 'not_found', 'unverified')),
  inquired_name         text CHECK (inquired_name IS NULL OR length(inquired_name) <= 200),
  -- Exactly once: the key sent to the provider, stable across retries; never regenerated.
  idempotency_key       uuid NOT NULL DEFAULT gen_random_uuid(),
  attempts              integer NOT NULL DEFAULT 0,
  provider              text,
  provider_reference    text CHECK (provider_reference IS NULL OR length(provider_reference) <= 200),
  provider_status       text,
  -- The provider's last event time applied (order-tolerant webhooks keep the newest).
  provider_updated_at   timestamptz,
  submitted_at          timestamptz,
  succeeded_at          timestamptz,
  failed_at             timestamptz,
  version               integer NOT NULL DEFAULT 1,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  UNIQUE (idempotency_key),
  FOREIGN KEY (client_id, disbursement_id) REFERENCES disbursements (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id)
);
CREATE INDEX disbursement_lines_batch ON disbursement_lines (client_id, disbursement_id, id);
CREATE INDEX disbursement_lines_open ON disbursement_lines (status, submitted_at)
  WHERE status IN ('approved', 'submitted');
CREATE INDEX disbursement_lines_paid ON disbursement_lines (client_id, agent_id, succeeded_at)
  WHERE status = 'succeeded';
-- A payroll report line is paid by at most one line that is not cancelled.
CREATE UNIQUE INDEX disbursement_lines_detail_key ON disbursement_lines (payroll_report_detail_id)
  WHERE payroll_report_detail_id IS NOT NULL AND status <> 'cancelled';

ALTER TABLE reimbursement_claims ADD FOREIGN KEY (client_id, disbursement_line_id)
  REFERENCES disbursement_lines (client_id, id);

-- Every state change of a line or batch (the audit trail of money; audit_log has the
-- people's actions, this has every transition including the provider's).
CREATE TABLE disbursement_events (
  id                bigserial PRIMARY KEY,
  client_id         integer NOT NULL,
  disbursement_id   integer NOT NULL,
  line_id           bigint,
  from_status       text,
  to_status         text NOT NULL,
  actor_type        text NOT NULL CHECK (actor_type IN ('user', 'provider', 'system')),
  actor_user_id     integer,
  detail            jsonb,
  created_at        timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (client_id, disbursement_id) REFERENCES disbursements (client_id, id) ON DELETE CASCADE
);
CREATE INDEX disbursement_events_batch ON disbursement_events (client_id, disbursement_id, id);

-- The first answer to a money-moving request, under the caller's Idempotency-Key: the same
-- key and body answer it again; the same key with another body is 409. `scope` is the
-- method and route ("POST /disbursements", "POST /disbursements/:id/approve").
CREATE TABLE idempotency_keys (
  client_id       integer NOT NULL REFERENCES clients (id),
  scope           text NOT NULL CHECK (length(scope) <= 200),
  key             text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  user_id         integer,
  request_hash    text NOT NULL,
  status_code     integer NOT NULL,
  response        jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, scope, key)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at);

-- Provider webhooks received: deduplicated by (provider, event_id).
CREATE TABLE payout_webhook_events (
  provider      text NOT NULL,
  event_id      text NOT NULL CHECK (length(event_id) <= 200),
  client_id     integer NOT NULL REFERENCES clients (id),
  line_id       bigint,
  status        text,
  payload       jsonb NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- Account-name inquiries, cached per account (the provider charges per inquiry).
CREATE TABLE bank_account_inquiries (
  client_id       integer NOT NULL REFERENCES clients (id),
  channel_code    text NOT NULL,
  account_number  text NOT NULL,
  result          text NOT NULL CHECK (result IN ('found', 'not_found', 'unverified')),
  account_name    text,
  checked_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, channel_code, account_number)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['reimbursement_types', 'reimbursement_claims', 'reimbursement_claim_files',
    'disbursements', 'disbursement_lines', 'disbursement_events', 'idempotency_keys',
    'payout_webhook_events', 'bank_account_inquiries']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (client_id = app_client_id()) '
                   'WITH CHECK (client_id = app_client_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO tenaga_app', t);
  END LOOP;
END $$;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tenaga_app;

-- The status poll (the fallback when a webhook does not come) looks across clients for lines
-- sent and not settled; it answers ids only, and each line is then read in its tenant.
CREATE FUNCTION disbursement_open_lines(p_quiet_for interval, p_limit integer)
  RETURNS TABLE (client_id integer, disbursement_id integer, line_id bigint, status text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT l.client_id, l.disbursement_id, l.id, l.status FROM disbursement_lines l
  WHERE l.status IN ('approved', 'submitted') AND l.updated_at < now() - p_quiet_for
  ORDER BY l.updated_at LIMIT p_limit
$$;
REVOKE ALL ON FUNCTION disbursement_open_lines(interval, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION disbursement_open_lines(interval, integer) TO tenaga_app;

-- The local payout provider simulator (development and tests; `npm start` runs it): a
-- stand-in for the provider's own system, so it keeps its own schema with no tenancy. The
-- app role may use it because the simulator runs inside the product's process.
CREATE SCHEMA provider_sim;
CREATE TABLE provider_sim.payouts (
  id                   text PRIMARY KEY,
  idempotency_key      text NOT NULL UNIQUE,
  request_hash         text NOT NULL,
  reference_id         text NOT NULL,
  channel_code         text NOT NULL,
  account_number       text NOT NULL,
  account_holder_name  text NOT NULL,
  amount               bigint NOT NULL,
  currency             text NOT NULL DEFAULT 'IDR',
  description          text,
  status               text NOT NULL,
  failure_code         text,
  attempts             integer NOT NULL DEFAULT 1,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_sim_payouts_reference ON provider_sim.payouts (reference_id);
-- Accounts the simulated banks know (name inquiry); unknown numbers are "unverified".
CREATE TABLE provider_sim.accounts (
  channel_code         text NOT NULL,
  account_number       text NOT NULL,
  account_holder_name  text,
  closed               boolean NOT NULL DEFAULT false,
  PRIMARY KEY (channel_code, account_number)
);
-- Behaviour, changeable while running (development routes): latency, failure rate,
-- duplicate and out-of-order webhooks.
CREATE TABLE provider_sim.config (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  settings    jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO provider_sim.config (settings) VALUES ('{}');
GRANT USAGE ON SCHEMA provider_sim TO tenaga_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA provider_sim TO tenaga_app;
