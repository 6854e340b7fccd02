-- Sign-in back-off per account and source address (ADR 0012). account_key is now the
-- account ('person:<id>', whichever of its names was typed) or, for a name that is no
-- account, 'name:<name>'. The old counters were per name typed; they are transient, so
-- they are dropped rather than converted.
DELETE FROM login_throttle;
ALTER TABLE login_throttle ADD COLUMN source_address text NOT NULL;
ALTER TABLE login_throttle DROP CONSTRAINT login_throttle_pkey;
ALTER TABLE login_throttle ADD PRIMARY KEY (tenant_id, account_key, source_address);

-- Rule: a biography saved without a file emits the INVALID marker. It is a biography
-- row of its own with status 'INVALID' and no file; a row with a file is 'VALID'.
ALTER TABLE documents ADD COLUMN status text NOT NULL DEFAULT 'VALID' CHECK (status IN ('VALID', 'INVALID'));
ALTER TABLE documents ALTER COLUMN storage_key DROP NOT NULL, ALTER COLUMN sha256 DROP NOT NULL;
ALTER TABLE documents ADD CONSTRAINT documents_file_by_status CHECK (
  CASE status
    WHEN 'VALID' THEN storage_key IS NOT NULL AND sha256 IS NOT NULL
    ELSE storage_key IS NULL AND sha256 IS NULL AND person_id IS NOT NULL AND learning_object_id IS NULL
  END
);
