import type { PersonProfile } from '@cpe/contract';

/** What the Merge page takes from the person workspace (the app passes the people feature's props). */
export interface MergeStepProps {
  person: PersonProfile;
}
