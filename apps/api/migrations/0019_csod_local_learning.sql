-- Issue 14: a local learning is submitted to Cornerstone (CSOD), whatever the tenant's default
-- LMS (ADR 0024). Its sync requests name that LMS; SAP, LCVISTA and SABA stay the default-LMS
-- choices (lms_types, tenant setting defaultLms).
ALTER TABLE lms_sync_requests DROP CONSTRAINT lms_sync_requests_lms_type_check;
ALTER TABLE lms_sync_requests ADD CONSTRAINT lms_sync_requests_lms_type_check
  CHECK (lms_type IN ('SAP', 'LCVISTA', 'SABA', 'CSOD'));

-- The session's status as the LMS last reported it (the local learning header's 'LMS Class
-- Status'): read back from Cornerstone after each submission; NULL until the first one.
ALTER TABLE classes ADD COLUMN lms_status text;
