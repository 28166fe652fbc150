-- Per-user preferences for the console's /settings page: the language it is shown in.
-- auth_find_session returns it, so every request knows the caller's language in the same
-- single round trip.

ALTER TABLE users
  ADD COLUMN language text NOT NULL DEFAULT 'en'
    CONSTRAINT users_language_check CHECK (language IN ('en', 'id'));

-- Its RETURNS TABLE changes, which CREATE OR REPLACE cannot do: drop, create, grant again.
DROP FUNCTION auth_find_session(bytea);

CREATE FUNCTION auth_find_session(p_token_hash bytea)
  RETURNS TABLE (session_id bigint, user_id integer, client_id integer, email text,
                 fullname text, avatar_url text, sso boolean, user_status text,
                 client_status text, role_name text, is_super_admin boolean, menus text[],
                 language text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT s.id, u.id, u.client_id, u.email, u.fullname, u.avatar_url, u.sso, u.status,
         c.status, r.name, r.is_super_admin,
         ARRAY(SELECT rm.menu_id FROM role_menus rm WHERE rm.role_id = r.id ORDER BY rm.menu_id),
         u.language
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  JOIN clients c ON c.id = u.client_id
  JOIN roles r ON r.id = u.role_id
  WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > now()
$$;

REVOKE ALL ON FUNCTION auth_find_session(bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_find_session(bytea) TO tenaga_app;
