/**
 * The class step list (spec §2 '/class/{id}' and its subpages), as page configuration data:
 * the seed writes these rows to page_configs (category 'class') for every tenant, and the
 * tenant may then change titles or disable steps. The step key is the subpage ('details'
 * is the class page itself); classStepsEnabled of the contract decides each step's state.
 */
export const CLASS_PAGE_CATEGORY = 'class';

export const CLASS_PAGES: readonly { step: string; title: string; path: string; is_default_disabled?: boolean }[] = [
  { step: 'details', title: 'Class Details', path: '' },
  { step: 'agenda', title: 'Class Agenda', path: 'agenda' },
  { step: 'contacts', title: 'Contacts', path: 'contacts' },
  { step: 'roster', title: 'Roster', path: 'roster' },
  { step: 'credits', title: 'Credit Summary', path: 'credits' },
  { step: 'documentation', title: 'Documentation', path: 'documentation' },
  { step: 'background', title: 'Background', path: 'background' },
  { step: 'approval', title: 'Approval', path: 'approval' },
  { step: 'audit', title: 'Audit', path: 'audit' },
];
