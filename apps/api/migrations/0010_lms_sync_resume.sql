-- LMS sync requests that survive the process running them (ADR 0013).
--
-- step: the part of the request whose ticket ticket_id is ('course', 'class', 'completions');
-- with ticket_id NULL, the part the LMS last finished. A request may take several tickets in
-- turn (a class made from scratch: the class, then its completions).
--
-- lease_holder / lease_until: one job run works on a request at a time and renews its lease
-- while it follows the LMS's queue. A request still queued or sent whose lease has run out
-- (its process ended, or no worker took it within a minute) is resumed by any API process,
-- long before pg-boss would expire the job of the process that ended. attempts counts the runs
-- that took the lease, so a request that keeps breaking its runs fails instead of looping.

ALTER TABLE lms_sync_requests
  ADD COLUMN step text,
  ADD COLUMN lease_holder text,
  ADD COLUMN lease_until timestamptz NOT NULL DEFAULT now() + interval '1 minute',
  ADD COLUMN attempts integer NOT NULL DEFAULT 0;

-- Requests already sent had one ticket each, for the one part their action sends.
UPDATE lms_sync_requests
   SET step = CASE action WHEN 'course-sync' THEN 'course' WHEN 'class-push' THEN 'class' WHEN 'class-certify' THEN 'completions' END
 WHERE ticket_id IS NOT NULL;

CREATE INDEX lms_sync_requests_open_idx ON lms_sync_requests (tenant_id, lease_until) WHERE status IN ('queued', 'sent');
