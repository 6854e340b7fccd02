import { EXTERNAL_PERSON_RECORD, INTERNAL_PERSON_RECORD, PERSON_STEP_LISTS, type PersonProfile, type PersonType } from '@cpe/contract';
import type { RecordStep } from '../../../components/record-workspace/record-steps.ts';
import type { RecordType } from '../../../components/record-workspace/record-type.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { LAYOUTS } from '../../../lib/shell/layout-config.ts';
import { usePersonProfile } from '../api/people-queries.ts';
import type { PersonStepProps } from './step-props.ts';
import { PERSON_OWN_STEP_SCREENS } from './step-registry.ts';

export const fullName = (p: Pick<PersonProfile, 'name_primary_first' | 'name_primary_last'>) =>
  `${p.name_primary_first} ${p.name_primary_last}`.trim();

const primaryEmail = (p: PersonProfile) => p.emails.find((e) => e.is_primary === 'Y')?.email_address ?? null;

/** The value of each header label of the user administration layout (layout-config.ts lists them in order). */
const VALUES: Readonly<Record<string, (p: PersonProfile) => string | null>> = {
  Name: fullName,
  Username: (p) => p.username,
  'Primary E-mail': primaryEmail,
  'Date Created': (p) => formatDisplayDate(p.date_created) || null,
  'Last Login': (p) => (p.date_login ? formatDisplayDate(p.date_login) : null),
  'Last Refreshed': (p) => (p.date_refreshed ? formatDisplayDate(p.date_refreshed) : null),
};

/** The person's pages (contract person-steps.ts); merge is greyed out without ADM008 for this person. */
export function personSteps(p: PersonProfile): RecordStep[] {
  return PERSON_STEP_LISTS[p.person_type].map((s) => ({
    key: s.key,
    title: s.title,
    path: s.path,
    state: s.key === 'merge' && !p.abilities.merge ? 'disabled' : 'enabled',
  }));
}

/**
 * A person of user administration (layout 'user-administration', caption 'Person Type'):
 * GET /person/profile/{id} once for every page, loaded only when its person_type is the
 * page's (the profile's person_type rule). The pages of other features are added by the app.
 */
export function personRecordType(type: PersonType): RecordType<PersonProfile, PersonStepProps> {
  return {
    noun: type === 'internal' ? 'Internal user' : 'External user',
    record: type === 'internal' ? INTERNAL_PERSON_RECORD : EXTERNAL_PERSON_RECORD,
    layout: 'user-administration',
    useRecord: (id, enabled) => usePersonProfile(id, type, enabled),
    title: fullName,
    header: (p) => ({
      items: (LAYOUTS['user-administration'].headerLabels ?? []).map((label) => ({ label, value: VALUES[label]?.(p) ?? null })),
      status: type === 'internal' ? 'internal' : 'external',
    }),
    steps: personSteps,
    stepScreens: PERSON_OWN_STEP_SCREENS,
    stepProps: (person) => ({ person }),
    unavailableText: () => 'This page is not available for this person.',
  };
}
