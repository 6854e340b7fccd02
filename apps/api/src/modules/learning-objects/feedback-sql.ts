import { isoSql, personNameSql } from '../../db/sql.ts';

/** Feedback items of one learning object, in the spec's shape (page, field, note, resolution). */
export const FEEDBACK_SELECT = `
  SELECT f.id, f.id AS feedback_id, f.page_identifier, f.field_identifier,
         CASE WHEN f.is_resolved THEN 1 ELSE 0 END AS is_resolved, f.feedback_note,
         ${personNameSql('s')} AS "Submitter", ${isoSql('f.feedback_on')} AS feedback_on,
         ${isoSql('f.resolved_on')} AS resolved_on, ${personNameSql('r')} AS "Resolver", f.resolution_note
    FROM feedback f
    JOIN persons s ON s.id = f.submitter_id
    LEFT JOIN persons r ON r.id = f.resolver_id
   WHERE f.learning_object_type_id = $1 AND f.learning_object_id = $2
   ORDER BY f.feedback_on, f.id`;
