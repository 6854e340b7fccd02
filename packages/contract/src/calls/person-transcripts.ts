import type * as r from '../routes/person-transcripts.ts';
import type { ApiCall } from './api-call.ts';

export const exportPersonTranscripts: ApiCall<typeof r.exportPersonTranscripts> = {
  method: 'GET',
  path: '/person/transcripts/:personId/export',
};
export const getPersonTranscripts: ApiCall<typeof r.getPersonTranscripts> = { method: 'GET', path: '/person/transcripts/:personId' };
