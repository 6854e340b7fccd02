-- Issue 17 (ADR 0045): API processes may keep sessions and tenant settings in memory, so each
-- change that could make a kept entry wrong is announced on the channel cpe_cache, and every
-- process drops the entries it names. NOTIFY is delivered when the transaction commits, to
-- every listening process. Payloads: session:<tenant>:<id>, person:<tenant>:<id>,
-- roles:<tenant> (a role or its permissions changed) and settings:<tenant>.

CREATE FUNCTION app_cache_notify() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  kind text := TG_ARGV[0];
  tenant_column text := TG_ARGV[1];
  id_column text := TG_ARGV[2];
  r jsonb;
  payload text;
  noted text;
BEGIN
  FOREACH r IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
    CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END] LOOP
    CONTINUE WHEN r IS NULL;
    payload := kind || ':' || (r->>tenant_column) || coalesce(':' || (r->>id_column), '');
    -- Identical payloads within one transaction are delivered once.
    PERFORM pg_notify('cpe_cache', payload);
    -- The same list, for the writing process itself: it reads app.cache_changes with its
    -- COMMIT and drops those entries before it answers, so its own next request never sees
    -- the old copy. A long list becomes '*' (drop everything).
    noted := coalesce(current_setting('app.cache_changes', true), '');
    IF noted = '*' THEN
      CONTINUE;
    ELSIF length(noted) > 4000 THEN
      PERFORM set_config('app.cache_changes', '*', true);
    ELSIF position(' ' || payload || ' ' IN noted) = 0 THEN
      PERFORM set_config('app.cache_changes', coalesce(nullif(noted, ''), ' ') || payload || ' ', true);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- Noting activity (last_activity alone) is not announced: a process whose copy is older
-- sees the session idle and asks the database, which has the newer time.
CREATE TRIGGER sessions_cache_notify AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_activity') IS DISTINCT FROM (to_jsonb(NEW) - 'last_activity'))
  EXECUTE FUNCTION app_cache_notify('session', 'tenant_id', 'id');
CREATE TRIGGER sessions_cache_notify_delete AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('session', 'tenant_id', 'id');
CREATE TRIGGER persons_cache_notify AFTER UPDATE OF status, person_type OR DELETE ON persons FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('person', 'tenant_id', 'id');
CREATE TRIGGER person_roles_cache_notify AFTER INSERT OR UPDATE OR DELETE ON person_roles FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('person', 'tenant_id', 'person_id');
CREATE TRIGGER roles_cache_notify AFTER UPDATE OR DELETE ON roles FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('roles', 'tenant_id', NULL);
CREATE TRIGGER role_permissions_cache_notify AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('roles', 'tenant_id', NULL);
CREATE TRIGGER tenant_settings_cache_notify AFTER INSERT OR UPDATE OR DELETE ON tenant_settings FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('settings', 'tenant_id', NULL);
CREATE TRIGGER tenant_assets_cache_notify AFTER INSERT OR UPDATE OR DELETE ON tenant_assets FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('settings', 'tenant_id', NULL);
CREATE TRIGGER tenants_cache_notify AFTER UPDATE ON tenants FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('settings', 'id', NULL);

-- The session lookup also says how long a process may keep what it found: NULL when the
-- current token matched, the end of the grace time when the previous one did (after a refresh).
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
    proxy_person_id integer,
    cache_until timestamptz
  )
  LANGUAGE plpgsql
  AS $$
#variable_conflict use_column
DECLARE
  r record;
BEGIN
  SELECT s.id, s.person_id, p.person_type, p.status, s.login_time, s.last_activity, s.time_total_minutes,
         s.time_idle_minutes, s.password_reset_pending, s.tenant_id, s.proxy_person_id,
         CASE WHEN s.token_hash = p_token_hash THEN NULL ELSE s.previous_valid_until END AS cache_until
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
  cache_until := r.cache_until;
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
    proxy_person_id integer,
    cache_until timestamptz
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
