-- Issue 13: where employees work and how their attendance is taken. Working locations are
-- geofences (a pin and a radius) linked to branches and to assignments (an assignment may
-- have several); attendance policies say how check-ins are verified and approved and which
-- employees they cover (by branch or directly). Exactly one policy applies to an employee:
-- the service refuses overlapping coverage under a per-client advisory lock
-- (services/hcm/places/policyRepo.ts), since the overlap spans tables a constraint cannot see.

CREATE TABLE working_locations (
  id             serial PRIMARY KEY,
  client_id      integer NOT NULL REFERENCES clients (id),
  name           text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  address        text NOT NULL DEFAULT '' CHECK (length(address) <= 500),
  latitude       numeric(9, 6) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude      numeric(9, 6) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  radius_meters  integer NOT NULL DEFAULT 100 CHECK (radius_meters BETWEEN 20 AND 5000),
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  version        integer NOT NULL DEFAULT 1,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);
CREATE UNIQUE INDEX working_locations_name_key ON working_locations (client_id, lower(name));

CREATE TABLE working_location_branches (
  client_id            integer NOT NULL,
  working_location_id  integer NOT NULL,
  branch_id            integer NOT NULL,
  PRIMARY KEY (working_location_id, branch_id),
  FOREIGN KEY (client_id, working_location_id) REFERENCES working_locations (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, branch_id) REFERENCES branches (client_id, id)
);
CREATE INDEX working_location_branches_branch ON working_location_branches (client_id, branch_id);

-- An assignment (employee × project × outlet/branch) may be checked in at several locations.
CREATE TABLE working_location_assignments (
  client_id            integer NOT NULL,
  working_location_id  integer NOT NULL,
  assignment_id        integer NOT NULL,
  PRIMARY KEY (working_location_id, assignment_id),
  FOREIGN KEY (client_id, working_location_id) REFERENCES working_locations (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, assignment_id) REFERENCES assignments (client_id, id) ON DELETE CASCADE
);
CREATE INDEX working_location_assignments_assignment
  ON working_location_assignments (client_id, assignment_id);

CREATE TABLE attendance_policies (
  id                     serial PRIMARY KEY,
  client_id              integer NOT NULL REFERENCES clients (id),
  name                   text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  -- SPEC §9 / RULES.md §4.3: QR, 4-digit code, selfie with or without face verification.
  verification           text NOT NULL CHECK (verification IN ('none', 'selfie', 'selfie_verified', 'qr', 'code')),
  -- The default approval mode, and per feature (they start equal to the default).
  approval_mode          text NOT NULL CHECK (approval_mode IN ('auto', 'manual')),
  approval_check_in      text NOT NULL CHECK (approval_check_in IN ('auto', 'manual')),
  approval_check_out     text NOT NULL CHECK (approval_check_out IN ('auto', 'manual')),
  approval_overtime      text NOT NULL CHECK (approval_overtime IN ('auto', 'manual')),
  -- Outside every location: reject the check-in, or accept it flagged for approval.
  geofence               text NOT NULL CHECK (geofence IN ('reject', 'flag')),
  max_accuracy_meters    integer NOT NULL DEFAULT 100 CHECK (max_accuracy_meters BETWEEN 1 AND 5000),
  allow_offline          boolean NOT NULL DEFAULT false,
  allow_outside_request  boolean NOT NULL DEFAULT false,
  version                integer NOT NULL DEFAULT 1,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);
CREATE UNIQUE INDEX attendance_policies_name_key ON attendance_policies (client_id, lower(name));

-- A location a policy uses cannot be deleted (no cascade from the location).
CREATE TABLE attendance_policy_locations (
  client_id             integer NOT NULL,
  attendance_policy_id  integer NOT NULL,
  working_location_id   integer NOT NULL,
  PRIMARY KEY (attendance_policy_id, working_location_id),
  FOREIGN KEY (client_id, attendance_policy_id) REFERENCES attendance_policies (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, working_location_id) REFERENCES working_locations (client_id, id)
);
CREATE INDEX attendance_policy_locations_location
  ON attendance_policy_locations (client_id, working_location_id);

-- Coverage by branch: a branch is covered by at most one policy.
CREATE TABLE attendance_policy_branches (
  client_id             integer NOT NULL,
  attendance_policy_id  integer NOT NULL,
  branch_id             integer NOT NULL,
  PRIMARY KEY (attendance_policy_id, branch_id),
  UNIQUE (client_id, branch_id),
  FOREIGN KEY (client_id, attendance_policy_id) REFERENCES attendance_policies (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, branch_id) REFERENCES branches (client_id, id)
);

-- Coverage of one employee directly: at most one policy.
CREATE TABLE attendance_policy_agents (
  client_id             integer NOT NULL,
  attendance_policy_id  integer NOT NULL,
  agent_id              integer NOT NULL,
  PRIMARY KEY (attendance_policy_id, agent_id),
  UNIQUE (client_id, agent_id),
  FOREIGN KEY (client_id, attendance_policy_id) REFERENCES attendance_policies (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, agent_id) REFERENCES agents (client_id, id) ON DELETE CASCADE
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['working_locations', 'working_location_branches',
                           'working_location_assignments', 'attendance_policies',
                           'attendance_policy_locations', 'attendance_policy_branches',
                           'attendance_policy_agents']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (client_id = app_client_id()) '
                   'WITH CHECK (client_id = app_client_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO tenaga_app', t);
  END LOOP;
END $$;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tenaga_app;
