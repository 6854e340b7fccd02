/**
 * The person pages of user administration (user administration), in menu order,
 * declared once (ADR 0018). An internal person has jurisdictions (the licenses of the firm's
 * staff); an external person does not. The main page shows the profile.
 */
import type { StepDeclaration, StepKeyOf } from '../../platform/index.ts';

/** The main route names; their steps' routes are `{record}-{path}`. */
export const INTERNAL_PERSON_RECORD = 'user-administration-internal-id';
export const EXTERNAL_PERSON_RECORD = 'user-administration-external-id';

export const INTERNAL_PERSON_STEP_LIST = [
  { key: 'details', path: '', page: INTERNAL_PERSON_RECORD, title: 'Profile' },
  {
    key: 'roles_and_permissions',
    path: 'roles_and_permissions',
    page: `${INTERNAL_PERSON_RECORD}-roles_and_permissions`,
    title: 'Roles and Permissions',
  },
  { key: 'transcripts', path: 'transcripts', page: `${INTERNAL_PERSON_RECORD}-transcripts`, title: 'Transcripts' },
  { key: 'jurisdictions', path: 'jurisdictions', page: `${INTERNAL_PERSON_RECORD}-jurisdictions`, title: 'Jurisdictions' },
  { key: 'documentation', path: 'documentation', page: `${INTERNAL_PERSON_RECORD}-documentation`, title: 'Documentation' },
  { key: 'merge', path: 'merge', page: `${INTERNAL_PERSON_RECORD}-merge`, title: 'Merge' },
] as const satisfies readonly StepDeclaration[];

export const EXTERNAL_PERSON_STEP_LIST = [
  { key: 'details', path: '', page: EXTERNAL_PERSON_RECORD, title: 'Profile' },
  {
    key: 'roles_and_permissions',
    path: 'roles_and_permissions',
    page: `${EXTERNAL_PERSON_RECORD}-roles_and_permissions`,
    title: 'Roles and Permissions',
  },
  { key: 'transcripts', path: 'transcripts', page: `${EXTERNAL_PERSON_RECORD}-transcripts`, title: 'Transcripts' },
  { key: 'documentation', path: 'documentation', page: `${EXTERNAL_PERSON_RECORD}-documentation`, title: 'Documentation' },
  { key: 'merge', path: 'merge', page: `${EXTERNAL_PERSON_RECORD}-merge`, title: 'Merge' },
] as const satisfies readonly StepDeclaration[];

/** Every person step key; an external person has all but jurisdictions. */
export type PersonStepKey = StepKeyOf<typeof INTERNAL_PERSON_STEP_LIST>;

export const PERSON_STEP_LISTS = { internal: INTERNAL_PERSON_STEP_LIST, external: EXTERNAL_PERSON_STEP_LIST } as const;
