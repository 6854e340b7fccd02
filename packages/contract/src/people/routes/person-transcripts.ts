/** A person's transcripts and their export (ADR 0031). */
import { csvText, route } from '../../platform/index.ts';
import { personTranscriptParams, personTranscriptQuery, personTranscriptResponse } from '../schemas/person-transcripts.ts';

export const getPersonTranscripts = route({
  method: 'GET',
  path: '/person/transcripts/:personId',
  params: personTranscriptParams,
  query: personTranscriptQuery,
  response: personTranscriptResponse,
});
export const exportPersonTranscripts = route({
  method: 'GET',
  path: '/person/transcripts/:personId/export',
  params: personTranscriptParams,
  query: personTranscriptQuery,
  response: csvText,
});
