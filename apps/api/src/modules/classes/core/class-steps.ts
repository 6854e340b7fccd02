import { CLASS_STEP_LIST } from '@cpe/contract';

/**
 * The class step list ('/class/{id}' and its subpages, declared by the contract's
 * CLASS_STEP_LIST), as page configuration data:
 * the seed writes these rows to page_configs (category 'class') for every tenant, and the
 * tenant may then change titles or disable steps. The step key is the subpage ('details'
 * is the class page itself); classStepsEnabled of the contract decides each step's state.
 */
export const CLASS_PAGE_CATEGORY = 'class';

export const CLASS_PAGES: readonly { step: string; title: string; path: string; is_default_disabled?: boolean }[] = CLASS_STEP_LIST.map(
  (s) => ({
    step: s.key,
    title: s.title,
    path: s.path,
  }),
);
