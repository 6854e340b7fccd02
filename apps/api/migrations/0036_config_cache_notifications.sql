-- ADR 0045. First: a tenant's page and element configuration is kept in memory with its settings
-- (the course page reads both on every load), so a change to either is announced as well.
CREATE TRIGGER page_configs_cache_notify AFTER INSERT OR UPDATE OR DELETE ON page_configs FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('settings', 'tenant_id', NULL);
CREATE TRIGGER element_configs_cache_notify AFTER INSERT OR UPDATE OR DELETE ON element_configs FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('settings', 'tenant_id', NULL);

-- Activity noted (last_activity moving forward) is still not announced, but last_activity
-- moved back (an operator shortening a session's idle time) is: a kept copy would otherwise
-- show the session active for longer than it is.
DROP TRIGGER sessions_cache_notify ON sessions;
CREATE TRIGGER sessions_cache_notify AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_activity') IS DISTINCT FROM (to_jsonb(NEW) - 'last_activity')
        OR NEW.last_activity < OLD.last_activity)
  EXECUTE FUNCTION app_cache_notify('session', 'tenant_id', 'id');
