import { csvRow, IMPORT_COLUMNS } from '@cpe/contract';

/** What each column of the import file holds, as the screen documents it. */
export const IMPORT_COLUMN_HELP: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  person_type: "'internal' (staff of the firm) or 'external' (outside learner). Required.",
  first_name: 'Required.',
  last_name: 'Required.',
  email_address: 'Required; one person per address. External people sign in with it and get the registration e-mail.',
  id_type: "Optional: the kind of id, 'EMPLOYEE ID' when left empty.",
  id_value: 'Optional: the id itself (for example the employee id).',
};

/** The downloadable template: the header and two example people. */
export const IMPORT_TEMPLATE = [
  csvRow(IMPORT_COLUMNS),
  csvRow(['internal', 'Ada', 'Lovelace', 'ada.lovelace@example.com', 'EMPLOYEE ID', 'E-1001']),
  csvRow(['external', 'Grace', 'Hopper', 'grace.hopper@example.com', '', '']),
].join('\r\n');

/** Hands the template to the browser as people-import-template.csv. */
export function downloadTemplate(): void {
  const url = URL.createObjectURL(new Blob([`${IMPORT_TEMPLATE}\r\n`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'people-import-template.csv';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
