import { type AgendaModule, type CourseResponse, calls, DELIVERY_METHOD_IDS, formatCredits } from '@cpe/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { call } from '../../../lib/call.ts';
import { useCourseResource } from '../api/course-queries.ts';
import { agendaCredits } from './agenda-model.ts';

/**
 * The running CPE credit total of the agenda on screen, recomputed with the contract's
 * computeCredits as modules move or change. QAS Self Study may use the word-count
 * formula, whose counts live in the CPE information, so only then is it loaded.
 */
export function AgendaCredits({ course, modules }: { course: CourseResponse; modules: readonly AgendaModule[] }) {
  const id = course.courseHeader.id;
  const qas = course.courseHeader.delivery_method_id === DELIVERY_METHOD_IDS.qasSelfStudy;
  const cpe = useCourseResource(id, 'cpe-info', (signal) => call(calls.getCpeInfo, { params: { id }, signal }), qas);
  const counts = cpe.data;
  const selfStudy =
    qas && counts?.self_study_words != null
      ? {
          words: counts.self_study_words,
          mediaMinutes: counts.self_study_media_minutes ?? 0,
          reviewQuestions: counts.self_study_review_questions ?? 0,
          examQuestions: counts.self_study_exam_questions ?? 0,
        }
      : null;
  const credits = agendaCredits(modules, course, selfStudy);
  return (
    <Stack direction="row" spacing={3} sx={{ mb: 2 }} role="status" aria-live="polite" aria-label="Agenda credits">
      <Typography variant="subtitle1">
        Total CPE credits: <strong data-testid="credits-total">{formatCredits(credits.total)}</strong>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {credits.minutes} credit-qualified minutes · {course.courseHeader.delivery_method ?? 'No delivery method'} · increment{' '}
        {formatCredits(credits.increment)}
      </Typography>
    </Stack>
  );
}
