import type { CourseResponse, IndependentStudyResponse } from '@cpe/contract';
import type { ComponentType } from 'react';

/**
 * What every step screen of an independent study takes: `course` for the course's own step
 * screens the app composes in (agenda, content review, …, which read `{ course }`), and
 * `record` for this feature's steps.
 */
export interface StudyStepProps {
  course: CourseResponse;
  record: IndependentStudyResponse;
}

export type StudyStepComponent = ComponentType<StudyStepProps> & { preload(): void };
