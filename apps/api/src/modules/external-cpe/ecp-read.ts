import {
  ECP_DEFAULT_AGENDA_TYPE,
  ECP_ELEMENT_LOCATION,
  ECP_ELEMENTS,
  EXTERNAL_CPE_OBJECT_TYPE,
  type ExternalCpeResponse,
  ecpAbilities,
  ecpAccessFlags,
  ecpSteps,
  resolveElementConfig,
  seesEveryRequest,
} from '@cpe/contract';
import { isoSql, personNameSql, ymdSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { externalIdsOf, loadElementRows } from '../learning-objects/index.ts';
import { callerOf, type EcpRow } from './ecp-access.ts';
import { loadAwards } from './ecp-awards.ts';
import { externalCpeObjectType } from './ecp-object-type.ts';

type Full = EcpRow &
  Omit<ExternalCpeResponse['details'], 'delivery_method'> &
  ExternalCpeResponse['sponsor'] & {
    requester: string;
    created_on: string;
    lms_id: string | null;
    delivery_method: string | null;
    submitted_by_name: string | null;
    lms_status: ExternalCpeResponse['lms_status'];
  };

/**
 * GET /requests/ext-cpe/{id}: the header, the steps' data, the enabled steps and the
 * abilities, all computed here from the contract's rules, so screens never re-derive them.
 */
export async function readRequest(tx: Queryable, row: EcpRow, session: Session): Promise<ExternalCpeResponse> {
  const { rows } = await tx.query<Full>(
    `SELECT r.id, r.request_status, r.created_by, r.request_person_id, r.title, r.description,
            ${ymdSql('r.start_date')} AS start_date, ${ymdSql('r.completion_date')} AS completion_date,
            r.delivery_method_id, dm.name AS delivery_method, r.program_type, r.qualifying_program, r.focus_code, r.location,
            r.sponsor_name, r.nasba_sponsor_id, r.address_line1, r.address_line2, r.city, r.state, r.postal_code, r.country,
            r.lms_id, ${personNameSql('p')} AS requester, ${isoSql('r.created_at')} AS created_on,
            ${personNameSql('s')} AS submitted_by_name,
            (SELECT l.status FROM lms_sync_requests l WHERE l.learning_object_type_id = $2 AND l.learning_object_id = r.id
              ORDER BY l.id DESC LIMIT 1) AS lms_status
       FROM external_cpe_requests r
       JOIN persons p ON p.id = r.request_person_id
       LEFT JOIN persons s ON s.id = r.submitted_by
       LEFT JOIN delivery_methods dm ON dm.id = r.delivery_method_id
      WHERE r.id = $1`,
    [row.id, EXTERNAL_CPE_OBJECT_TYPE],
  );
  const r = rows[0] as Full;
  const caller = callerOf(session);
  const flags = ecpAccessFlags({
    request_status: r.request_status,
    detailsComplete: Boolean(r.title && r.completion_date),
    sponsorComplete: Boolean(r.sponsor_name),
    staff: seesEveryRequest(session.permissions),
  });
  const abilities = ecpAbilities(r, caller);
  const configured = resolveElementConfig(await loadElementRows(tx, externalCpeObjectType), {
    agendaTypeId: 1,
    deliveryMethodId: r.delivery_method_id,
    location: ECP_ELEMENT_LOCATION,
  });
  // Each field: the firm's row, else the contract's default; editable only while the request is.
  const elements = Object.fromEntries(
    Object.entries(ECP_ELEMENTS).map(([id, d]) => {
      const c = configured[id];
      return [
        id,
        {
          label: c?.label ?? d.label,
          displayed: c?.displayed ?? true,
          required: c?.required ?? d.required,
          editable: abilities.canEdit && (c?.editable ?? true),
        },
      ];
    }),
  );
  const bit = (b: boolean) => (b ? 1 : 0) as 0 | 1;
  return {
    header: {
      requester: r.requester,
      internal_id: r.id,
      created_on: r.created_on,
      lms_id: r.lms_id,
      delivery_method: r.delivery_method,
      program_type: r.program_type,
      qualifying_program: r.qualifying_program,
      focus_code: r.focus_code,
      agenda_type: ECP_DEFAULT_AGENDA_TYPE,
      created_by: r.created_by,
      request_person_id: r.request_person_id,
      submitted_by: r.submitted_by_name,
      request_status: r.request_status,
      can_access_cpe_info: bit(flags.can_access_cpe_info),
      can_access_awards_page: bit(flags.can_access_awards_page),
      can_access_entire_request: bit(flags.can_access_entire_request),
    },
    details: {
      title: r.title,
      description: r.description,
      start_date: r.start_date,
      completion_date: r.completion_date,
      delivery_method_id: r.delivery_method_id,
      delivery_method: r.delivery_method,
      program_type: r.program_type,
      qualifying_program: r.qualifying_program,
      focus_code: r.focus_code,
      location: r.location,
    },
    sponsor: {
      sponsor_name: r.sponsor_name,
      nasba_sponsor_id: r.nasba_sponsor_id,
      address_line1: r.address_line1,
      address_line2: r.address_line2,
      city: r.city,
      state: r.state,
      postal_code: r.postal_code,
      country: r.country,
    },
    awards: await loadAwards(tx, r.id),
    steps: ecpSteps(flags),
    abilities,
    elements,
    externalIds: await externalIdsOf(tx, EXTERNAL_CPE_OBJECT_TYPE, r.id),
    lms_status: r.lms_status,
  };
}
