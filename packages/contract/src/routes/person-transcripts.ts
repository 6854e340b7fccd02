/** A person's transcripts and their export (ADR 0031). */
import { csvText } from '../api/common.ts';
import { personTranscriptParams, personTranscriptQuery, personTranscriptResponse } from '../api/person-transcripts.ts';
import { route } from './route.ts';

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
