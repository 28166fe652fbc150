-- Issue 14: the attendance tick runs for every active client, but the services' role sees no
-- client row without a client set (clients is under forced row-level security). This
-- function answers only the ids of active clients — what the job needs to loop, no more.
CREATE FUNCTION attendance_tick_clients()
  RETURNS TABLE (client_id integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT c.id FROM clients c WHERE c.status = 'active' ORDER BY c.id
$$;
REVOKE ALL ON FUNCTION attendance_tick_clients() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION attendance_tick_clients() TO tenaga_app;
