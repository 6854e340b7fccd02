-- Issue 28 (ADR 0057): an upload in parts is abandoned once no part has arrived for a while
-- (UPLOAD_ABANDONED_AFTER_HOURS, 24 by default), not a fixed time after it was opened: a slow
-- 2 GB upload that keeps sending stays, one left after its first part goes with its parts.
ALTER TABLE document_uploads ADD COLUMN last_part_at timestamptz;

-- The cleanup job's search: open uploads by their last sign of life.
DROP INDEX document_uploads_open_idx;
CREATE INDEX document_uploads_open_idx ON document_uploads (tenant_id, (coalesce(last_part_at, created_at))) WHERE completed_at IS NULL;
