-- Issue 13: approval rules and the approval flow. A rule covers request types (one rule per
-- type per client), has sequential layers of approvers (users and/or roles) and default
-- approvers who may act at any layer. Requests walk the layers (src/machines/approvalMachine.ts
-- is the one definition of the flow; the hcm service applies it). Issues 14/15 create real
-- requests; until then POST /approval-requests (hcm) is the seam.

CREATE TABLE approval_rules (
  id           serial PRIMARY KEY,
  client_id    integer NOT NULL REFERENCES clients (id),
  name         text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  layer_count  smallint NOT NULL CHECK (layer_count BETWEEN 1 AND 5),
  version      integer NOT NULL DEFAULT 1,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);
CREATE UNIQUE INDEX approval_rules_name_key ON approval_rules (client_id, lower(name));

-- The request types a rule covers: a type is covered by at most one rule of the client.
CREATE TABLE approval_rule_request_types (
  client_id     integer NOT NULL,
  rule_id       integer NOT NULL,
  request_type  text NOT NULL CHECK (request_type IN ('shift', 'branch', 'shift_branch',
                  'new_attendance', 'new_attendance_branch', 'leave', 'overtime', 'dispute')),
  PRIMARY KEY (client_id, request_type),
  FOREIGN KEY (client_id, rule_id) REFERENCES approval_rules (client_id, id) ON DELETE CASCADE
);
CREATE INDEX approval_rule_request_types_rule ON approval_rule_request_types (rule_id);

-- Approvers: layer 1..5, or layer 0 for the default approvers (any layer). A user or a role.
CREATE TABLE approval_rule_approvers (
  client_id  integer NOT NULL,
  rule_id    integer NOT NULL,
  layer      smallint NOT NULL CHECK (layer BETWEEN 0 AND 5),
  user_id    integer REFERENCES users (id) ON DELETE CASCADE,
  role_id    integer,
  CHECK ((user_id IS NULL) <> (role_id IS NULL)),
  FOREIGN KEY (client_id, rule_id) REFERENCES approval_rules (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, role_id) REFERENCES roles (client_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX approval_rule_approvers_key
  ON approval_rule_approvers (rule_id, layer, coalesce(user_id, 0), coalesce(role_id, 0));

-- A request under a rule: its current layer and status (the machine's stored state).
CREATE TABLE approval_requests (
  id             serial PRIMARY KEY,
  client_id      integer NOT NULL REFERENCES clients (id),
  request_type   text NOT NULL CHECK (request_type IN ('shift', 'branch', 'shift_branch',
                   'new_attendance', 'new_attendance_branch', 'leave', 'overtime', 'dispute')),
  agent_id       integer NOT NULL,
  -- A decided request outlives its rule (the rule may then be deleted).
  rule_id        integer REFERENCES approval_rules (id) ON DELETE SET NULL,
  current_layer  smallint NOT NULL DEFAULT 1 CHECK (current_layer BETWEEN 1 AND 5),
  status         text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  version        integer NOT NULL DEFAULT 1,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id),
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE,
  CHECK (status <> 'pending' OR rule_id IS NOT NULL)
);
CREATE INDEX approval_requests_rule_pending ON approval_requests (rule_id) WHERE status = 'pending';
CREATE INDEX approval_requests_client_status ON approval_requests (client_id, status);

-- Who acted on a request, at which layer, and how.
CREATE TABLE approval_actions (
  id             serial PRIMARY KEY,
  client_id      integer NOT NULL,
  request_id     integer NOT NULL,
  layer          smallint NOT NULL CHECK (layer BETWEEN 1 AND 5),
  actor_user_id  integer NOT NULL REFERENCES users (id),
  action         text NOT NULL CHECK (action IN ('approve', 'reject')),
  note           text CHECK (note IS NULL OR length(note) <= 1000),
  at             timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (client_id, request_id) REFERENCES approval_requests (client_id, id) ON DELETE CASCADE
);
CREATE INDEX approval_actions_request ON approval_actions (request_id);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['approval_rules', 'approval_rule_request_types', 'approval_rule_approvers',
                           'approval_requests', 'approval_actions']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (client_id = app_client_id()) '
                   'WITH CHECK (client_id = app_client_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO tenaga_app', t);
  END LOOP;
END $$;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tenaga_app;
