import type { RouteSpec } from '../../platform/route.ts';
import { exportPersonTranscripts } from './export-person-transcripts.ts';
import { getPersonTranscripts } from './get-person-transcripts.ts';

/** A person's transcripts page and its export (ADR 0031). */
export const transcriptRoutes: RouteSpec[] = [getPersonTranscripts, exportPersonTranscripts];
