-- User administration search (issue 15, ADR 0028): people of one type in name order, keyset
-- paged. 0008's persons_name_order_idx serves both types; an administrator of one type
-- (ADM001 or ADM002) reads this one, so a page stops after limit + 1 rows of that type
-- instead of walking past the other type's people.
CREATE INDEX persons_type_name_order_idx ON persons (tenant_id, person_type, name_primary_last, name_primary_first, id);

-- A person's other documents (the Documentation page; ADR 0028): attachment types of no
-- learning object beside 11 Biography. Firms that exist get them here, a new firm from its
-- baseline (seed/course-config.ts); forced row-level security, so each tenant is entered in turn.
DO $$
DECLARE
  t integer;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    INSERT INTO attachment_types (tenant_id, id, name, learning_object_type_id)
    VALUES (t, 12, 'Professional License', NULL), (t, 13, 'Certificate', NULL), (t, 14, 'Other Document', NULL)
    ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
