import type {
  LmsClass,
  LmsClassDetails,
  LmsCompletion,
  LmsConnector,
  LmsConnectorOptions,
  LmsCourse,
  LmsExternalTraining,
  LmsTicketStatus,
} from '../connector.ts';
import { createLmsHttp, type DialectHttp } from './http.ts';

/** One request that enqueues work in the LMS: where it goes and what it carries, in the dialect's names. */
export interface LmsSubmit {
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
}

/** A ticket's progress as the dialect words it; the adapter base turns it into LmsTicketStatus. */
export interface LmsTicketReading {
  /** Messages the LMS has still to process. */
  pending: number;
  processed: number;
  errors: string[];
  done: boolean;
  /** The LMS says the work finished well (the base adds: and no error messages). */
  finishedWell: boolean;
  lmsId?: string | undefined;
}

/**
 * What each LMS adapter declares: its transport (headers, error text), the request of each
 * call in its own paths and field names, and how its answers read. Everything the four adapters
 * share (the ticket of a submit, a class the LMS does not have, the polled status) is the
 * base's, so an adapter is its dialect only.
 */
export interface LmsDialect extends DialectHttp {
  /** The ticket id in the answer to a submit. */
  ticketId(body: unknown): string;
  course(course: LmsCourse): LmsSubmit;
  class(cls: LmsClass): LmsSubmit;
  completions(lmsClassId: string, completions: LmsCompletion[]): LmsSubmit;
  /** Only for the LMS types that take external training (LMS_TAKES_EXTERNAL_TRAINING). */
  externalTraining?(training: LmsExternalTraining): LmsSubmit;
  /** GET path of one class; a 404 there means the LMS has no such class. */
  classPath(lmsClassId: string): string;
  readClass(body: unknown): LmsClassDetails;
  ticketPath(ticketId: string): string;
  readTicket(body: unknown): LmsTicketReading;
}

/** A connector speaking `dialect` over the shared transport (createLmsHttp). */
export function createLmsAdapter(options: LmsConnectorOptions, dialect: LmsDialect): LmsConnector {
  const http = createLmsHttp(options, dialect);
  const send = async ({ method, path, body }: LmsSubmit, submitOptions: Parameters<typeof http.submit>[3]) => ({
    ticketId: dialect.ticketId((await http.submit(method, path, body, submitOptions)).body),
  });
  const { externalTraining } = dialect;
  return {
    type: dialect.type,
    submitCourse: async (course, submitOptions) => send(dialect.course(course), submitOptions),
    submitClass: async (cls, submitOptions) => send(dialect.class(cls), submitOptions),
    async fetchClass(lmsClassId) {
      const res = await http.request('GET', dialect.classPath(lmsClassId), undefined, [404]);
      if (res.status === 404) return null;
      return dialect.readClass(res.body);
    },
    submitCompletions: async (lmsClassId, completions, submitOptions) => send(dialect.completions(lmsClassId, completions), submitOptions),
    ...(externalTraining && {
      submitExternalTraining: async (training: LmsExternalTraining, submitOptions?: Parameters<typeof http.submit>[3]) =>
        send(externalTraining(training), submitOptions),
    }),
    async ticketStatus(ticketId): Promise<LmsTicketStatus> {
      const t = dialect.readTicket((await http.request('GET', dialect.ticketPath(ticketId))).body);
      return {
        qty_in_queue: t.pending,
        unprocessed_messages: t.pending,
        processed_messages: t.processed,
        error_messages: t.errors,
        done: t.done,
        success: t.finishedWell && t.errors.length === 0,
        ...(t.lmsId ? { lmsId: t.lmsId } : {}),
      };
    },
  };
}

/** Create by POST to the collection, or update by PUT to the item once the LMS gave its id. */
export const createOrUpdate = (lmsId: string | null, collection: string, item: (id: string) => string, body: unknown): LmsSubmit =>
  lmsId ? { method: 'PUT', path: item(lmsId), body } : { method: 'POST', path: collection, body };
