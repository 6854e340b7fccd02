/**
 * The fields of an external CPE request under element configuration (element
 * configuration defaults: location external-cpe, agenda type US-CPE and delivery method Default,
 * i.e. the default key 1/1 when the request has none). A firm's rows override these defaults.
 */
export const ECP_ELEMENTS = {
  title: { label: 'Program Title', required: true },
  description: { label: 'Description', required: false },
  start_date: { label: 'Start Date', required: false },
  completion_date: { label: 'Completion Date', required: true },
  delivery_method: { label: 'Delivery Method', required: true },
  program_type: { label: 'Program Type', required: false },
  qualifying_program: { label: 'Qualifying Program', required: false },
  focus_code: { label: 'Focus Code', required: false },
  location: { label: 'Location', required: false },
  sponsor_name: { label: 'Sponsor Name', required: true },
  nasba_sponsor_id: { label: 'NASBA Sponsor ID', required: false },
  sponsor_address: { label: 'Sponsor Address', required: false },
} as const satisfies Record<string, { label: string; required: boolean }>;
export type EcpElementId = keyof typeof ECP_ELEMENTS;
