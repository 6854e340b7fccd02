-- Issue 28 (ADR 0056): a proxy session lives only as long as the administrator's own session
-- and their right to proxy. Before, it ran its full hour (at most 60 minutes) after the
-- administrator signed out or lost the Admin role.
--
-- parent_session_id names the administrator's session that opened the proxy session. The
-- session lookup returns the parent's times, the administrator's status and role names with
-- every proxy session, and the server refuses the proxy session unless the parent is active
-- (not revoked, within its idle and total time) and the administrator still holds the right
-- (the rule is the contract's, not written here). Each change that ends it is one the session
-- cache already hears (migration 0035): the parent's row (session:), the administrator's status
-- and roles (person:), a role's permissions or name (roles:); the proxy session's kept copy is
-- tagged with all of them.
ALTER TABLE sessions ADD COLUMN parent_session_id bigint,
  ADD FOREIGN KEY (tenant_id, parent_session_id) REFERENCES sessions (tenant_id, id) ON DELETE CASCADE;
CREATE INDEX sessions_parent_idx ON sessions (tenant_id, parent_session_id) WHERE parent_session_id IS NOT NULL;

DROP FUNCTION app_read_context(integer, text, timestamptz);
DROP FUNCTION app_session(text, timestamptz, interval);

-- As in 0035, plus the parent's columns. A proxy session's activity is the administrator's
-- too: noting it notes the parent's, so the administrator's own session does not time out idle
-- while they act for someone (and is still there when they stop).
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
    permissions text[],
    role_names text[],
    proxy_person_id integer,
    cache_until timestamptz,
    parent_session_id bigint,
    parent_login_time timestamptz,
    parent_last_activity timestamptz,
    parent_time_total_minutes integer,
    parent_time_idle_minutes integer,
    proxy_status text,
    proxy_role_names text[]
  )
  LANGUAGE plpgsql
  AS $$
#variable_conflict use_column
DECLARE
  r record;
BEGIN
  SELECT s.id, s.person_id, p.person_type, p.status, s.login_time, s.last_activity, s.time_total_minutes,
         s.time_idle_minutes, s.password_reset_pending, s.tenant_id, s.proxy_person_id, s.parent_session_id,
         CASE WHEN s.token_hash = p_token_hash THEN NULL ELSE s.previous_valid_until END AS cache_until,
         ps.login_time AS parent_login_time, ps.last_activity AS parent_last_activity,
         ps.time_total_minutes AS parent_time_total_minutes, ps.time_idle_minutes AS parent_time_idle_minutes,
         pa.status AS proxy_status
    INTO r
    FROM sessions s
    JOIN persons p ON p.tenant_id = s.tenant_id AND p.id = s.person_id
    -- The parent counts only while it is the administrator's own live session.
    LEFT JOIN sessions ps ON ps.tenant_id = s.tenant_id AND ps.id = s.parent_session_id AND ps.revoked_at IS NULL
                         AND ps.person_id = s.proxy_person_id AND ps.proxy_person_id IS NULL
    LEFT JOIN persons pa ON pa.tenant_id = s.tenant_id AND pa.id = s.proxy_person_id
   WHERE s.revoked_at IS NULL
     AND (s.token_hash = p_token_hash OR (s.previous_token_hash = p_token_hash AND s.previous_valid_until > p_now))
   LIMIT 1;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  PERFORM set_config('app.person_id', r.person_id::text, true),
          set_config('app.proxy_person_id', coalesce(r.proxy_person_id::text, ''), true);
  IF r.last_activity < p_now - p_touch_after THEN
    UPDATE sessions SET last_activity = greatest(sessions.last_activity, p_now)
     WHERE sessions.tenant_id = r.tenant_id AND (sessions.id = r.id OR sessions.id = r.parent_session_id);
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
  role_names := ARRAY(
    SELECT DISTINCT ro.role_name
      FROM person_roles pr
      JOIN roles ro ON ro.tenant_id = pr.tenant_id AND ro.id = pr.role_id
     WHERE pr.tenant_id = r.tenant_id AND pr.person_id = r.person_id
     ORDER BY 1);
  proxy_person_id := r.proxy_person_id;
  cache_until := r.cache_until;
  parent_session_id := r.parent_session_id;
  parent_login_time := r.parent_login_time;
  parent_last_activity := r.parent_last_activity;
  parent_time_total_minutes := r.parent_time_total_minutes;
  parent_time_idle_minutes := r.parent_time_idle_minutes;
  proxy_status := r.proxy_status;
  proxy_role_names := CASE WHEN r.proxy_person_id IS NULL THEN NULL ELSE ARRAY(
    SELECT DISTINCT ro.role_name
      FROM person_roles pr
      JOIN roles ro ON ro.tenant_id = pr.tenant_id AND ro.id = pr.role_id
     WHERE pr.tenant_id = r.tenant_id AND pr.person_id = r.proxy_person_id
     ORDER BY 1) END;
  RETURN NEXT;
END $$;

-- As in 0035: the opening statement of every read on PostgreSQL.
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
    permissions text[],
    role_names text[],
    proxy_person_id integer,
    cache_until timestamptz,
    parent_session_id bigint,
    parent_login_time timestamptz,
    parent_last_activity timestamptz,
    parent_time_total_minutes integer,
    parent_time_idle_minutes integer,
    proxy_status text,
    proxy_role_names text[]
  )
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM set_config('app.tenant_id', coalesce(p_tenant::text, ''), false),
          set_config('app.person_id', '', false),
          set_config('app.proxy_person_id', '', false);
  IF p_token_hash IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM app_session(p_token_hash, p_now, NULL);
END $$;
