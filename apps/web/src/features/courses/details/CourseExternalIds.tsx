import { type CourseResponse, calls, EXTERNAL_ID_TYPES, type externalIdsBody } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ExternalIdRow, ExternalIdsSection, type NewExternalId } from '../../../components/external-ids/ExternalIdsSection.tsx';
import { call } from '../../../lib/call.ts';
import { courseSubKey, useCourseWrite } from '../api/course-queries.ts';

/** One call for the three verbs: POST /course/external-ids/{id} with methodVerb GET, ADD or DELETE. */
const externalIds = (id: number, body: z.input<typeof externalIdsBody>) => call(calls.courseExternalIds, { params: { id }, body });

/** The course's external ids (CREDENTIAL ID, FOCUS CODE…): list, add, delete. */
export function CourseExternalIds({ course }: { course: CourseResponse }) {
  const id = course.courseHeader.id;
  const list = useQuery({
    queryKey: courseSubKey(id, 'external-ids'),
    queryFn: () => externalIds(id, { methodVerb: 'GET' }),
    placeholderData: course.externalIds,
  });
  const add = useCourseWrite(
    id,
    ({ type, value }: NewExternalId<(typeof EXTERNAL_ID_TYPES)[number]>) =>
      externalIds(id, { methodVerb: 'ADD', externalIdType: type, addIdValue: value }),
    'External id added',
  );
  const remove = useCourseWrite(
    id,
    (row: ExternalIdRow) => externalIds(id, { methodVerb: 'DELETE', deleteId: row.id }),
    'External id deleted',
  );
  return (
    <ExternalIdsSection
      rows={list.data ?? []}
      editable={course.abilities.edit}
      idTypes={EXTERNAL_ID_TYPES}
      labels={{
        caption: 'External IDs',
        empty: 'No external ids yet.',
        addForm: 'Add external id',
        add: 'Add external id',
        remove: 'Delete',
      }}
      add={add}
      remove={remove}
      emptyValue="disable-add"
    />
  );
}
