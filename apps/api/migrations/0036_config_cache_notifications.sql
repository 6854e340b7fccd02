-- ADR 0045: a tenant's page and element configuration is kept in memory with its settings
-- (the course page reads both on every load), so a change to either is announced as well.
CREATE TRIGGER page_configs_cache_notify AFTER INSERT OR UPDATE OR DELETE ON page_configs FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('settings', 'tenant_id', NULL);
CREATE TRIGGER element_configs_cache_notify AFTER INSERT OR UPDATE OR DELETE ON element_configs FOR EACH ROW
  EXECUTE FUNCTION app_cache_notify('settings', 'tenant_id', NULL);
