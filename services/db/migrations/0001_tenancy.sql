-- Tenancy foundation: clients, users, roles, menus, grants, sessions, flags, config, audit,
-- live events, login throttling and Indonesian regions.
-- Runs as the owner. The services connect as tenaga_app, which owns nothing, cannot bypass
-- RLS and sees a tenant's rows only when the transaction sets app.client_id.

CREATE FUNCTION app_client_id() RETURNS integer
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.client_id', true), '')::integer $$;

CREATE TABLE clients (
  id          serial PRIMARY KEY,
  name        text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  timezone    text NOT NULL DEFAULT 'Asia/Jakarta',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Global catalogue of menu ids (SPEC §6); rows come from domain/menus.ts at start-up.
CREATE TABLE menus (
  id          text PRIMARY KEY,
  label       text NOT NULL,
  menu_group  text NOT NULL
);

CREATE TABLE roles (
  id              serial PRIMARY KEY,
  client_id       integer NOT NULL REFERENCES clients (id),
  name            text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  is_super_admin  boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);
CREATE UNIQUE INDEX roles_client_name_key ON roles (client_id, lower(name));

CREATE TABLE role_menus (
  client_id  integer NOT NULL,
  role_id    integer NOT NULL,
  menu_id    text NOT NULL REFERENCES menus (id),
  PRIMARY KEY (role_id, menu_id),
  FOREIGN KEY (client_id, role_id) REFERENCES roles (client_id, id) ON DELETE CASCADE
);
CREATE INDEX role_menus_client_idx ON role_menus (client_id);

CREATE TABLE users (
  id             serial PRIMARY KEY,
  client_id      integer NOT NULL REFERENCES clients (id),
  role_id        integer NOT NULL,
  email          text NOT NULL CHECK (email = lower(email) AND email LIKE '%_@_%'),
  fullname       text NOT NULL CHECK (length(btrim(fullname)) BETWEEN 1 AND 200),
  password_hash  text NOT NULL,
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  avatar_url     text NOT NULL DEFAULT '',
  sso            boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (client_id, role_id) REFERENCES roles (client_id, id)
);
-- Login is by email before the tenant is known, so an email is unique across clients.
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE INDEX users_client_idx ON users (client_id);

CREATE TABLE sessions (
  id            bigserial PRIMARY KEY,
  client_id     integer NOT NULL REFERENCES clients (id),
  user_id       integer NOT NULL REFERENCES users (id),
  token_hash    bytea NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  ip            text,
  user_agent    text
);
CREATE INDEX sessions_user_idx ON sessions (client_id, user_id);

-- Global settings: maintenance toggles and global feature-flag values (SPEC §6).
CREATE TABLE system_config (
  key         text PRIMARY KEY,
  value       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE client_feature_flags (
  client_id   integer NOT NULL REFERENCES clients (id),
  name        text NOT NULL,
  value       boolean NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, name)
);

-- Append-only trail of people and configuration changes inside a client.
CREATE TABLE audit_log (
  id            bigserial PRIMARY KEY,
  client_id     integer NOT NULL REFERENCES clients (id),
  actor_type    text NOT NULL CHECK (actor_type IN ('user', 'operator', 'system')),
  actor_user_id integer,
  actor_label   text NOT NULL,
  action        text NOT NULL,
  entity_type   text NOT NULL,
  entity_id     text NOT NULL,
  before        jsonb,
  after         jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_client_idx ON audit_log (client_id, created_at DESC);

-- Operator changes that span every client (maintenance, global flags). Owner-only.
CREATE TABLE system_audit_log (
  id           bigserial PRIMARY KEY,
  actor_label  text NOT NULL,
  action       text NOT NULL,
  before       jsonb,
  after        jsonb,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- The live session event stream (SPEC §4). user_id NULL = every user of the client.
CREATE TABLE live_events (
  id          bigserial PRIMARY KEY,
  client_id   integer NOT NULL REFERENCES clients (id),
  user_id     integer REFERENCES users (id),
  payload     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_client_idx ON live_events (client_id, id);

CREATE TABLE login_attempts (
  id            bigserial PRIMARY KEY,
  email         text NOT NULL,
  ip            text NOT NULL,
  attempted_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_key_idx ON login_attempts (email, ip, attempted_at);

CREATE TABLE provinces (
  id    text PRIMARY KEY,
  name  text NOT NULL
);
CREATE TABLE cities (
  id           text PRIMARY KEY,
  province_id  text NOT NULL REFERENCES provinces (id),
  name         text NOT NULL
);
CREATE INDEX cities_province_idx ON cities (province_id);
CREATE TABLE districts (
  id       text PRIMARY KEY,
  city_id  text NOT NULL REFERENCES cities (id),
  name     text NOT NULL
);
CREATE INDEX districts_city_idx ON districts (city_id);

-- Row-level security, enabled and forced, on every tenant table.
ALTER TABLE clients ENABLE ROW LEVEL SECURITY;
ALTER TABLE clients FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON clients
  USING (id = app_client_id()) WITH CHECK (id = app_client_id());

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['roles', 'role_menus', 'users', 'sessions', 'client_feature_flags',
                           'audit_log', 'live_events']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (client_id = app_client_id()) '
                   'WITH CHECK (client_id = app_client_id())', t);
  END LOOP;
END $$;

-- Every change of a client's or user's status reaches each affected user's open streams,
-- whichever process made it (SPEC §4 live-event message).
CREATE FUNCTION live_event_notify() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tenaga_events', json_build_object(
    'id', NEW.id, 'client_id', NEW.client_id, 'user_id', NEW.user_id, 'payload', NEW.payload)::text);
  RETURN NULL;
END $$;
CREATE TRIGGER live_events_notify AFTER INSERT ON live_events
  FOR EACH ROW EXECUTE FUNCTION live_event_notify();

CREATE FUNCTION client_status_event() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (client_id, user_id, payload)
  SELECT u.client_id, u.id, jsonb_build_object(
    'type', 'session_status', 'client_status', NEW.status, 'client_account_status', u.status)
  FROM users u WHERE u.client_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER clients_status_event AFTER UPDATE OF status ON clients
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION client_status_event();

CREATE FUNCTION user_status_event() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (client_id, user_id, payload)
  SELECT NEW.client_id, NEW.id, jsonb_build_object(
    'type', 'session_status', 'client_status', c.status, 'client_account_status', NEW.status)
  FROM clients c WHERE c.id = NEW.client_id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_status_event AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION user_status_event();

CREATE FUNCTION client_flags_event() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE changed_client integer := COALESCE(NEW.client_id, OLD.client_id);
BEGIN
  INSERT INTO live_events (client_id, payload)
  VALUES (changed_client, jsonb_build_object('type', 'system_config'));
  RETURN NULL;
END $$;
CREATE TRIGGER client_feature_flags_event AFTER INSERT OR UPDATE OR DELETE ON client_feature_flags
  FOR EACH ROW EXECUTE FUNCTION client_flags_event();

CREATE FUNCTION system_config_event() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (client_id, payload)
  SELECT c.id, jsonb_build_object('type', 'system_config') FROM clients c;
  RETURN NULL;
END $$;
-- Per row: an upsert fires only the action it took, so one change is one event per client.
CREATE TRIGGER system_config_event AFTER INSERT OR UPDATE ON system_config
  FOR EACH ROW EXECUTE FUNCTION system_config_event();

-- Look-ups that must happen before the tenant is known. SECURITY DEFINER runs them as the
-- owner (who bypasses RLS); they return only what authentication needs.
CREATE FUNCTION auth_find_login(p_email text)
  RETURNS TABLE (user_id integer, client_id integer, password_hash text,
                 user_status text, client_status text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT u.id, u.client_id, u.password_hash, u.status, c.status
  FROM users u JOIN clients c ON c.id = u.client_id
  WHERE u.email = lower(btrim(p_email))
$$;

-- Everything a request needs to know about its caller, in one round trip.
CREATE FUNCTION auth_find_session(p_token_hash bytea)
  RETURNS TABLE (session_id bigint, user_id integer, client_id integer, email text,
                 fullname text, avatar_url text, sso boolean, user_status text,
                 client_status text, role_name text, is_super_admin boolean, menus text[])
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT s.id, u.id, u.client_id, u.email, u.fullname, u.avatar_url, u.sso, u.status,
         c.status, r.name, r.is_super_admin,
         ARRAY(SELECT rm.menu_id FROM role_menus rm WHERE rm.role_id = r.id ORDER BY rm.menu_id)
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  JOIN clients c ON c.id = u.client_id
  JOIN roles r ON r.id = u.role_id
  WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > now()
$$;

REVOKE ALL ON FUNCTION auth_find_login(text) FROM PUBLIC;
REVOKE ALL ON FUNCTION auth_find_session(bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_find_login(text), auth_find_session(bytea) TO tenaga_app;

GRANT SELECT ON clients TO tenaga_app;
GRANT SELECT ON menus, system_config, provinces, cities, districts TO tenaga_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON roles, role_menus, users, client_feature_flags TO tenaga_app;
GRANT SELECT, INSERT, UPDATE ON sessions TO tenaga_app;
GRANT SELECT, INSERT ON audit_log, live_events TO tenaga_app;
GRANT SELECT, INSERT, DELETE ON login_attempts TO tenaga_app;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tenaga_app;
