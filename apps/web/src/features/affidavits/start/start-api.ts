import { AOA_MESSAGES, type AoaClassSearchType, calls } from '@cpe/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';

/** The start screen's class search (POST /aoa/class-search), as the form holds it; dates YYYY-MM-DD or ''. */
export interface ClassSearch {
  searchType: AoaClassSearchType;
  searchString: string;
  searchStartDate: string;
  searchEndDate: string;
}

export const EMPTY_CLASS_SEARCH: ClassSearch = { searchType: 'title', searchString: '', searchStartDate: '', searchEndDate: '' };

/** POST /aoa/class-search with what the learner searched (null: nothing searched yet). */
export function useAoaClassSearch(search: ClassSearch | null) {
  return useQuery({
    queryKey: ['aoa-class-search', search],
    queryFn: ({ signal }) =>
      call(calls.searchAoaClasses, {
        body: {
          searchType: (search as ClassSearch).searchType,
          searchString: (search as ClassSearch).searchString.trim(),
          searchStartDate: search?.searchStartDate || null,
          searchEndDate: search?.searchEndDate || null,
        },
        signal,
      }),
    enabled: search !== null,
  });
}

/** GET /aoa/get-class/{id}: the chosen class with its days. */
export const useAoaClass = (classId: number | null) =>
  useQuery({
    queryKey: ['aoa-class', classId],
    queryFn: ({ signal }) => call(calls.getAoaClass, { params: { id: classId as number }, signal }),
    enabled: classId !== null,
  });

/** POST /aoa {classId}: a Draft affidavit of the learner for the class. */
export const useCreateAoa = () =>
  useMutation({
    mutationFn: (classId: number) => call(calls.createAoa, { body: { classId } }),
    onSuccess: (reply) => showAlert(reply.message || AOA_MESSAGES.created),
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
