import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { touchCourse } from '../../shared/course-access.ts';
import { checkPrerequisites, saveCpeColumns } from '../courses/index.ts';
import { requireStudy, studyAccess } from './study-access.ts';
import { loadSelfStudy } from './study-read.ts';

export const updateSelfStudy = defineRoute(endpoints.updateSelfStudy, {
  summary:
    'Save the self-study counts (words, audio/video minutes, review questions) and the prerequisites; answers the credits by the word-count formula',
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, body, tx, me, now }) {
    const study = await requireStudy(tx, params.id, me(), 'edit');
    checkPrerequisites(body.prerequisites);
    // The same columns and write as the course's CPE Information step.
    await saveCpeColumns(tx, study.id, {
      prerequisites: body.prerequisites,
      self_study_words: body.words,
      self_study_media_minutes: body.media_minutes,
      self_study_review_questions: body.review_questions,
    });
    await touchCourse(tx, study.id, me().personId, now);
    return loadSelfStudy(tx, study.id);
  },
});
