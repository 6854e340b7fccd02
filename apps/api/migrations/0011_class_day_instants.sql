-- Class times as instants (ADR 0014). A class day keeps what people plan, its date and
-- wall-clock times in the class timezone, and now also the instants they name, which the
-- server computes with the contract's timezone rules (Intl) whenever a day or the class's
-- timezone changes. Code expiries are instants already (0007).

ALTER TABLE class_days ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz;

-- The existing days, once. A wall clock repeated by a daylight-saving change is its first
-- occurrence, as in the contract: PostgreSQL alone would take the second, so the hour
-- before is converted too and the earlier instant kept. A skipped wall clock lands as much
-- later as the clocks moved, in both. Row-level security is forced, so each tenant's rows
-- are written under that tenant; the backfill is no domain change, so it is not audited.
ALTER TABLE class_days DISABLE TRIGGER audit;
DO $$
DECLARE
  t integer;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE class_days d
       SET starts_at = least((d.class_date + d.start_time::time) AT TIME ZONE k.timezone,
                             ((d.class_date + d.start_time::time - interval '1 hour') AT TIME ZONE k.timezone) + interval '1 hour'),
           ends_at = least((d.class_date + d.end_time::time) AT TIME ZONE k.timezone,
                           ((d.class_date + d.end_time::time - interval '1 hour') AT TIME ZONE k.timezone) + interval '1 hour')
      FROM classes k
     WHERE k.tenant_id = d.tenant_id AND k.id = d.class_id;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
ALTER TABLE class_days ENABLE TRIGGER audit;

ALTER TABLE class_days ALTER COLUMN starts_at SET NOT NULL, ALTER COLUMN ends_at SET NOT NULL;

-- Editing the days moves several dates in one statement (every day one later, say): a
-- deferrable unique constraint is checked at the end of the statement, not row by row.
ALTER TABLE class_days
  DROP CONSTRAINT class_days_tenant_id_class_id_class_date_key,
  ADD CONSTRAINT class_days_date_key UNIQUE (tenant_id, class_id, class_date) DEFERRABLE INITIALLY IMMEDIATE;
