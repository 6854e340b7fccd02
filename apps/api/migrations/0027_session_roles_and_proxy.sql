-- Issue 16 foundation: the session knows its person's role names (the admin pages are guarded
-- by role on the server as on the web, the route guards) and whether it is a proxy session
-- (/admin/proxy: an administrator acting on behalf of another user; ADR 0039).
--
-- A proxy session is a session of the person acted for, opened by an administrator:
-- proxy_person_id names the administrator. Every audit row written under it carries both
-- names (person_id: the person acted for; proxy_person_id: the administrator).
ALTER TABLE sessions ADD COLUMN proxy_person_id integer,
  ADD FOREIGN KEY (tenant_id, proxy_person_id) REFERENCES persons (tenant_id, id);
ALTER TABLE audit_log ADD COLUMN proxy_person_id integer;

CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) - 'password_hash' END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) - 'password_hash' END;
  changed_secret boolean := TG_OP = 'UPDATE' AND to_jsonb(OLD)->'password_hash' IS DISTINCT FROM to_jsonb(NEW)->'password_hash';
BEGIN
  IF TG_OP = 'UPDATE' AND old_row = new_row AND NOT changed_secret THEN
    RETURN NULL;
  END IF;
  IF changed_secret THEN
    new_row := new_row || '{"password_hash": "[changed]"}'::jsonb;
  END IF;
  INSERT INTO audit_log (tenant_id, person_id, proxy_person_id, entity, entity_id, action, before, after)
  VALUES (
    (coalesce(new_row, old_row)->>'tenant_id')::integer,
    nullif(current_setting('app.person_id', true), '')::integer,
    nullif(current_setting('app.proxy_person_id', true), '')::integer,
    TG_TABLE_NAME,
    coalesce(new_row, old_row)->>'id',
    TG_OP,
    old_row,
    new_row);
  RETURN NULL;
END $$;

DROP FUNCTION app_read_context(integer, text, timestamptz);
DROP FUNCTION app_session(text, timestamptz, interval);

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
    proxy_person_id integer
  )
  LANGUAGE plpgsql
  AS $$
#variable_conflict use_column
DECLARE
  r record;
BEGIN
  SELECT s.id, s.person_id, p.person_type, p.status, s.login_time, s.last_activity, s.time_total_minutes,
         s.time_idle_minutes, s.password_reset_pending, s.tenant_id, s.proxy_person_id
    INTO r
    FROM sessions s
    JOIN persons p ON p.tenant_id = s.tenant_id AND p.id = s.person_id
   WHERE s.revoked_at IS NULL
     AND (s.token_hash = p_token_hash OR (s.previous_token_hash = p_token_hash AND s.previous_valid_until > p_now))
   LIMIT 1;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  PERFORM set_config('app.person_id', r.person_id::text, true),
          set_config('app.proxy_person_id', coalesce(r.proxy_person_id::text, ''), true);
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
  role_names := ARRAY(
    SELECT DISTINCT ro.role_name
      FROM person_roles pr
      JOIN roles ro ON ro.tenant_id = pr.tenant_id AND ro.id = pr.role_id
     WHERE pr.tenant_id = r.tenant_id AND pr.person_id = r.person_id
     ORDER BY 1);
  proxy_person_id := r.proxy_person_id;
  RETURN NEXT;
END $$;

-- As in 0003: the opening statement of every read on PostgreSQL.
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
    proxy_person_id integer
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
