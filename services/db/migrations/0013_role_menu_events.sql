-- Issue 12: a change of a role's menus reaches its users' open consoles at once (the sidebar,
-- the route guards and the modules the console holds), not only at the next 10-second poll.
-- One `{"type":"modules"}` live event per affected user per statement, however many menu rows
-- the statement touched. PostgreSQL allows transition tables only on single-event triggers,
-- so inserts, deletes and updates of role_menus each have their own statement trigger.

CREATE FUNCTION role_menus_event() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (client_id, user_id, payload)
  SELECT u.client_id, u.id, jsonb_build_object('type', 'modules')
  FROM users u
  WHERE u.role_id IN (SELECT role_id FROM changed_menus)
  ORDER BY u.id;
  RETURN NULL;
END $$;

CREATE TRIGGER role_menus_insert_event AFTER INSERT ON role_menus
  REFERENCING NEW TABLE AS changed_menus
  FOR EACH STATEMENT EXECUTE FUNCTION role_menus_event();
CREATE TRIGGER role_menus_delete_event AFTER DELETE ON role_menus
  REFERENCING OLD TABLE AS changed_menus
  FOR EACH STATEMENT EXECUTE FUNCTION role_menus_event();

-- An update may move a row from one role to another: both roles' users are told.
CREATE FUNCTION role_menus_update_event() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (client_id, user_id, payload)
  SELECT u.client_id, u.id, jsonb_build_object('type', 'modules')
  FROM users u
  WHERE u.role_id IN (SELECT role_id FROM old_menus UNION SELECT role_id FROM new_menus)
  ORDER BY u.id;
  RETURN NULL;
END $$;
CREATE TRIGGER role_menus_update_event AFTER UPDATE ON role_menus
  REFERENCING OLD TABLE AS old_menus NEW TABLE AS new_menus
  FOR EACH STATEMENT EXECUTE FUNCTION role_menus_update_event();

-- A user given another role gets that role's menus at once.
CREATE FUNCTION user_role_event() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (client_id, user_id, payload)
  VALUES (NEW.client_id, NEW.id, jsonb_build_object('type', 'modules'));
  RETURN NULL;
END $$;
CREATE TRIGGER users_role_event AFTER UPDATE OF role_id ON users
  FOR EACH ROW WHEN (OLD.role_id IS DISTINCT FROM NEW.role_id)
  EXECUTE FUNCTION user_role_event();
