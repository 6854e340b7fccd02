import { AOA_MESSAGES, AOA_OBJECT_TYPE, type ApprovalCheck, VERIFY_TYPE, withPassedApproval } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { withChecklistSettings } from '../admin-area/index.ts';
import { type AoaRow, attendedDayCount } from './aoa-access.ts';

type Check = Required<ApprovalCheck>;
const row = (section: string, pass: boolean, message: string): Check => ({ section, validation_status: pass ? 'PASS' : 'FAIL', message });

/**
 * The affidavit's approval checklist (GET /aoa/validation/{id}; the staff approval gates on
 * it): the class is live, attendance is backed by a verified code or by documents (NASBA: a
 * self-certification alone is not enough), at least one day is declared, and the learner
 * confirmed; closed by the contract's 'Passed Approval' row.
 */
export async function aoaChecklist(tx: Queryable, aoa: AoaRow): Promise<Check[]> {
  const { rows } = await tx.query<{ class_status: string; documents: number }>(
    `SELECT k.status AS class_status,
            (SELECT count(*)::int FROM documents d
              WHERE d.learning_object_type_id = $2 AND d.learning_object_id = $1 AND d.removed_at IS NULL) AS documents
       FROM affidavits a JOIN classes k ON k.id = a.class_id WHERE a.id = $1`,
    [aoa.id, AOA_OBJECT_TYPE],
  );
  const facts = rows[0] ?? { class_status: 'Voided', documents: 0 };
  const attended = await attendedDayCount(tx, aoa.id);
  const linked = aoa.roster_id !== null;
  const verification =
    aoa.verify_type_id === VERIFY_TYPE.code
      ? row(
          'Verification',
          linked && aoa.attend_code !== null,
          linked && aoa.attend_code ? AOA_MESSAGES.verifiedByCode : AOA_MESSAGES.codeNotVerified,
        )
      : aoa.verify_type_id === VERIFY_TYPE.documents
        ? row(
            'Verification',
            linked && facts.documents > 0,
            facts.documents > 0 ? AOA_MESSAGES.verifiedByDocuments : AOA_MESSAGES.noDocuments,
          )
        : row('Verification', false, AOA_MESSAGES.noVerification);
  const checks = [
    row('Class', facts.class_status !== 'Voided', facts.class_status !== 'Voided' ? AOA_MESSAGES.classLive : AOA_MESSAGES.classVoided),
    verification,
    row('Attendance', attended > 0, attended > 0 ? AOA_MESSAGES.attendedDays(attended) : AOA_MESSAGES.noAttendedDay),
    row('Confirmation', aoa.is_confirmed, aoa.is_confirmed ? AOA_MESSAGES.confirmed : AOA_MESSAGES.notConfirmed),
  ];
  return withChecklistSettings(
    tx,
    'aoa',
    withPassedApproval(checks).map((c) => ({ ...c, message: c.message ?? '' })),
  );
}
