import { type AddedUser, EXTERNAL_PERSON_RECORD, INTERNAL_PERSON_RECORD } from '@cpe/contract';
import { routePath } from '../../../lib/routes/route-table.ts';

/** A person's page: internal and external people have their own pages. */
export const personPagePath = (user: Pick<AddedUser, 'person_id' | 'external'>) =>
  routePath(user.external === 1 ? EXTERNAL_PERSON_RECORD : INTERNAL_PERSON_RECORD, { id: user.person_id });
