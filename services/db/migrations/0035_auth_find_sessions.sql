-- Issue 19: the console's session look-ups of one event-loop turn, set-based.
-- findPrincipals (services/shared/principal.ts) looked several tokens up by calling
-- auth_find_session once per hash (unnest ... LATERAL): each call ran the function's body on
-- its own and built its role's menu list again, so under load a batch of sessions of the same
-- few roles aggregated the same menus once per token (about 35 µs of PostgreSQL per token
-- against about 20 µs joined once; most of the rest is that array). Here the hashes are
-- joined in one statement and each role's menus are aggregated once per batch. Each row is
-- what auth_find_session answers for the hash at position token_index (1-based) of the array;
-- a hash with no live session has no row.
CREATE FUNCTION auth_find_sessions(p_token_hashes bytea[])
  RETURNS TABLE (token_index bigint, session_id bigint, user_id integer, client_id integer,
                 email text, fullname text, avatar_url text, sso boolean, user_status text,
                 client_status text, role_name text, is_super_admin boolean, menus text[],
                 language text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  WITH found AS MATERIALIZED (
    SELECT t.token_index, s.id AS session_id, u.id AS user_id, u.client_id, u.email,
           u.fullname, u.avatar_url, u.sso, u.status AS user_status, c.status AS client_status,
           r.id AS role_id, r.name AS role_name, r.is_super_admin, u.language
    FROM unnest(p_token_hashes) WITH ORDINALITY AS t (token_hash, token_index)
    JOIN sessions s ON s.token_hash = t.token_hash
    JOIN users u ON u.id = s.user_id
    JOIN clients c ON c.id = u.client_id
    JOIN roles r ON r.id = u.role_id
    WHERE s.revoked_at IS NULL AND s.expires_at > now()
  ),
  role_menu_lists AS (
    SELECT rm.role_id, array_agg(rm.menu_id ORDER BY rm.menu_id) AS menus
    FROM role_menus rm
    WHERE rm.role_id IN (SELECT found.role_id FROM found)
    GROUP BY rm.role_id
  )
  SELECT f.token_index, f.session_id, f.user_id, f.client_id, f.email, f.fullname,
         f.avatar_url, f.sso, f.user_status, f.client_status, f.role_name, f.is_super_admin,
         COALESCE(m.menus, '{}'::text[]), f.language
  FROM found f
  LEFT JOIN role_menu_lists m ON m.role_id = f.role_id
$$;

REVOKE ALL ON FUNCTION auth_find_sessions(bytea[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_find_sessions(bytea[]) TO tenaga_app;
