import type { ExternalCpeResponse } from '@cpe/contract';
import type { HeaderItem } from '../../../components/record/HeaderStrip.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';

/**
 * The header strip of an external CPE request: requestor name,
 * request id, date created and LMS id, then, expandable, delivery method, program type,
 * qualifying program and focus code. The LMS id, delivery method, program type and
 * qualifying program show only with their codes (ECP007, ECP005, ECP004, ECP003: the
 * server's abilities); a missing value shows '----'.
 */
export function ecpHeaderItems({ header, abilities }: ExternalCpeResponse): HeaderItem[] {
  const items: (HeaderItem | false)[] = [
    { label: 'Requestor Name', value: header.requester },
    { label: 'Request ID', value: header.internal_id },
    { label: 'Date Created', value: formatDisplayDate(header.created_on) || header.created_on },
    abilities.showLmsId && { label: 'LMS ID', value: header.lms_id },
    abilities.showDeliveryMethod && { label: 'Delivery Method', value: header.delivery_method },
    abilities.showProgramType && { label: 'Program Type', value: header.program_type },
    abilities.showQualifyingProgram && { label: 'Qualifying Program', value: header.qualifying_program },
    { label: 'Focus Code', value: header.focus_code },
  ];
  return items.filter((item): item is HeaderItem => item !== false);
}

/** The subheader: request number, requestor name and request status; a request has no agenda. */
export function ecpSubheader({ header }: ExternalCpeResponse): HeaderItem[] {
  return [
    { label: 'Request Number', value: header.internal_id },
    { label: 'Requestor Name', value: header.requester },
    { label: 'Request Status', value: header.request_status },
  ];
}
