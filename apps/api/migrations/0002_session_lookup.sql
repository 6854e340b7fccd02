-- The session lookup of every authenticated request, as a PL/pgSQL function so
-- that PostgreSQL plans its queries once per connection instead of at every call
-- (planning the equivalent inline statement cost more than running it).
-- It runs as the caller (the application role): row-level security limits it to
-- the tenant of the transaction. It records the acting person for the audit
-- trigger and notes activity at most every p_touch_after; the session time rule
-- itself is decided by the application (packages/contract session.ts).
CREATE FUNCTION app_session(p_token_hash text, p_now timestamptz, p_touch_after interval)
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
#variable_conflict use_column
DECLARE
  r record;
BEGIN
  SELECT s.id, s.person_id, p.person_type, p.status, s.login_time, s.last_activity, s.time_total_minutes,
         s.time_idle_minutes, s.password_reset_pending, s.tenant_id
    INTO r
    FROM sessions s
    JOIN persons p ON p.tenant_id = s.tenant_id AND p.id = s.person_id
   WHERE s.revoked_at IS NULL
     AND (s.token_hash = p_token_hash OR (s.previous_token_hash = p_token_hash AND s.previous_valid_until > p_now))
   LIMIT 1;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  PERFORM set_config('app.person_id', r.person_id::text, true);
  IF r.last_activity < p_now - p_touch_after THEN
    UPDATE sessions SET last_activity = p_now WHERE sessions.tenant_id = r.tenant_id AND sessions.id = r.id;
  END IF;
  id := r.id;
  person_id := r.person_id;
  person_type := r.person_type;
  status := r.status;
  login_time := r.login_time;
  last_activity := r.last_activity;
  time_total_minutes := r.time_total_minutes;
  time_idle_minutes := r.time_idle_minutes;
  password_reset_pending := r.password_reset_pending;
  permissions := ARRAY(
    SELECT DISTINCT rp.permission_code
      FROM person_roles pr
      JOIN role_permissions rp ON rp.tenant_id = pr.tenant_id AND rp.role_id = pr.role_id
     WHERE pr.tenant_id = r.tenant_id AND pr.person_id = r.person_id
     ORDER BY 1);
  RETURN NEXT;
END $$;
