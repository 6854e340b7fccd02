-- Issue 14: a learner's completion of an independent study (ADR 0026). recordCompletion puts
-- them on the delivery class's roster and writes the transcript; this keeps what those do not:
-- the final exam score (NASBA's passing grade is 70) and the attestation, once per learner.
CREATE TABLE independent_study_completions (
  tenant_id integer NOT NULL DEFAULT app_tenant_id(),
  course_id integer NOT NULL,
  person_id integer NOT NULL,
  exam_score numeric(5, 2) NOT NULL CHECK (exam_score BETWEEN 0 AND 100),
  completed_on date NOT NULL,
  attested_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, course_id, person_id),
  FOREIGN KEY (tenant_id, course_id) REFERENCES courses (tenant_id, id),
  FOREIGN KEY (tenant_id, person_id) REFERENCES persons (tenant_id, id)
);
-- The learner's search shows their own completion of each row of a page.
CREATE INDEX independent_study_completions_person_idx ON independent_study_completions (tenant_id, person_id, course_id);

-- The learner's search lists Finalized studies only, by title: a partial index in that order.
CREATE INDEX independent_study_finalized_idx ON courses (tenant_id, title_key, id)
  WHERE kind = 'independent_study' AND course_status = 'Finalized';
-- The programs list (/independentstudy-requests) is keyset paged newest first by id.
CREATE INDEX independent_study_programs_id_idx ON independent_study_programs (tenant_id, id DESC);

SELECT apply_tenant_policy('independent_study_completions'::regclass);
SELECT apply_audit('independent_study_completions'::regclass);
