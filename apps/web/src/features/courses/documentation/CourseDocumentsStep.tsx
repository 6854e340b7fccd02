import { DocumentsStep } from '../../../components/documents/DocumentsStep.tsx';
import type { DocumentsSource } from '../../../components/documents/documents-source.ts';
import type { CourseStepProps } from '../workspace/step-props.ts';
import { type CourseDocuments, useCourseDocuments, useRemoveDocument, useUploadDocument } from './documents-api.ts';

/**
 * The Documentation step of a course: GET /docs/course/{id} with the attachment types to
 * choose among; those who may edit the course upload and remove (with a confirmation).
 */
export default function CourseDocumentsStep({ course }: CourseStepProps) {
  const id = course.courseHeader.id;
  const source: DocumentsSource<CourseDocuments> = {
    noun: 'course',
    query: useCourseDocuments(id),
    list: (answer) => answer,
    editable: course.abilities.edit,
    upload: useUploadDocument(id),
    remove: useRemoveDocument(id),
  };
  return <DocumentsStep source={source} />;
}
