import { type AoaHeaderItem, type AoaResponse, aoaSteps, type endpoints, type RouteReply, verificationTypeName } from '@cpe/contract';
import { isoSql, personNameSql, ymdSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { type AbleAoa, attendedDayCount } from './aoa-access.ts';

interface DetailRow {
  requestor_name: string;
  class_title: string;
  class_status: string;
  start_date: string | null;
  end_date: string | null;
  timezone: string;
  delivery_method: string | null;
  confirmed_by: number | null;
  reason: string | null;
  created_on: string;
  submitted_on: string | null;
  decided_on: string | null;
  decided_by_name: string | null;
  needs_recertification: boolean;
}

/**
 * GET /aoa/{id} from an affidavit the caller may see: its details (requestId, classId, rosterId, verification, status), the header's
 * metadata items (the first four main), the enabled steps and the caller's abilities, so
 * that the screens never derive them.
 */
export async function readAoa(tx: Queryable, aoa: AbleAoa): Promise<RouteReply<typeof endpoints.getAoa>> {
  const { rows } = await tx.query<DetailRow>(
    `SELECT ${personNameSql('p')} AS requestor_name, k.class_title, k.status AS class_status, ${ymdSql('k.start_date')} AS start_date,
            (SELECT ${ymdSql('max(d.class_date)')} FROM class_days d WHERE d.class_id = k.id) AS end_date, k.timezone,
            coalesce(km.name, cm.name) AS delivery_method, a.confirmed_by, a.reason, ${isoSql('a.created_at')} AS created_on,
            ${isoSql('a.submitted_at')} AS submitted_on, ${isoSql('a.decided_at')} AS decided_on,
            ${personNameSql('dp')} AS decided_by_name, k.needs_recertification
       FROM affidavits a JOIN persons p ON p.id = a.requestor_id JOIN classes k ON k.id = a.class_id JOIN courses c ON c.id = k.course_id
       LEFT JOIN delivery_methods km ON km.id = k.delivery_method_id LEFT JOIN delivery_methods cm ON cm.id = c.delivery_method_id
       LEFT JOIN persons dp ON dp.id = a.decided_by
      WHERE a.id = $1`,
    [aoa.id],
  );
  const d = rows[0] as DetailRow;
  const verificationType = verificationTypeName(aoa.verify_type_id);
  const attendedDays = await attendedDayCount(tx, aoa.id);
  const aoaDetails: AoaResponse['aoaDetails'] = {
    requestId: aoa.id,
    requestor_id: aoa.requestor_id,
    requestor_name: d.requestor_name,
    classId: aoa.class_id,
    class_title: d.class_title,
    rosterId: aoa.roster_id,
    verifyTypeId: aoa.verify_type_id,
    verificationType,
    isConfirmed: aoa.is_confirmed ? 1 : 0,
    confirmedBy: d.confirmed_by,
    // The code is the learner's proof: staff and the learner see it; it is no secret once used.
    attend_code: aoa.attend_code,
    request_status: aoa.status,
    reason: d.reason,
    created_on: d.created_on,
    submitted_on: d.submitted_on,
    decided_on: d.decided_on,
    decided_by_name: d.decided_by_name,
  };
  const item = (key: string, label: string, value: string | number | null, kind: AoaHeaderItem['kind'] = 'text') => ({
    key,
    label,
    value: value === null ? null : String(value),
    kind,
  });
  const items = [
    item('class_title', 'Class Title', d.class_title),
    item('class_id', 'Class ID', aoa.class_id),
    item('start_date', 'Start Date', d.start_date, 'date'),
    item('request_status', 'Request Status', aoa.status),
    item('end_date', 'End Date', d.end_date, 'date'),
    item('requestor', 'Requestor', d.requestor_name),
    item('request_id', 'Request ID', aoa.id),
    item('verification', 'Verification', verificationType),
    item('delivery_method', 'Delivery Method', d.delivery_method),
    item('timezone', 'Timezone', d.timezone),
    item('created_on', 'Created On', d.created_on, 'datetime'),
    item('submitted_on', 'Submitted On', d.submitted_on, 'datetime'),
  ];
  return {
    aoaDetails,
    aoaHeader: items.map((it, i) => ({ ...it, main: i < 4 })),
    error: null,
    steps: aoaSteps({ classId: aoa.class_id, verificationType, rosterId: aoa.roster_id, attendedDays }),
    abilities: aoa.abilities,
    needsRecertification: d.needs_recertification,
  };
}
