-- The opening statement of every read (GET) on PostgreSQL: one prepared
-- statement, without BEGIN or COMMIT, that sets the tenant context for the
-- connection (session level: the handler's statements that follow run each on
-- its own) and finds the caller's session. Connections of the application pool
-- are read-only by default, so this function never writes: noting session
-- activity is left to the application, which does it in a short read-write
-- transaction when it is due (app_session with p_touch_after NULL never touches).
-- The acting person is set only for the statement: reads write no audit rows.
CREATE FUNCTION app_read_context(p_tenant integer, p_token_hash text, p_now timestamptz)
  RETURNS TABLE (
    id bigint,
    person_id integer,
    person_type text,
    status text,
    login_time timestamptz,
    last_activity timestamptz,
    time_total_minutes integer,
    time_idle_minutes integer,
    password_reset_pending boolean,
    permissions text[]
  )
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM set_config('app.tenant_id', coalesce(p_tenant::text, ''), false),
          set_config('app.person_id', '', false);
  IF p_token_hash IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM app_session(p_token_hash, p_now, NULL);
END $$;
