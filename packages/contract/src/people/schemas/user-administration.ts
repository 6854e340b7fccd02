/**
 * User administration search (/user-administration; ADR 0028): people by the start of
 * their name ("first", "last", "first last"), e-mail or display id, of the types the caller
 * administers (ADM001 internal, ADM002 external, ADM003 both), in name order, keyset paged.
 */
import { z } from 'zod';
import { isoDateTime } from '../../platform/index.ts';

/** The type filter: one type, or every type the caller administers. */
export const USER_SEARCH_TYPES = ['internal', 'external', 'both'] as const;
export type UserSearchType = (typeof USER_SEARCH_TYPES)[number];

/** The most people one page holds. */
export const USER_SEARCH_MAX_LIMIT = 100;

export const userSearchFilters = z.object({
  /** Start of a first name, a last name, "first last", an e-mail address or a display id; case-insensitive. */
  q: z.string().trim().max(100).optional(),
  type: z.enum(USER_SEARCH_TYPES).default('both'),
});
export type UserSearchFilters = z.infer<typeof userSearchFilters>;

export const userSearchBody = userSearchFilters.extend({
  /** The previous page's `next`, unchanged. */
  after: z.string().max(1024).nullable().optional(),
  limit: z.number().int().min(1).max(USER_SEARCH_MAX_LIMIT).default(25),
});
export type UserSearchBody = z.input<typeof userSearchBody>;

/** One person of the results (user and person profile fields). */
export const userSearchRow = z.object({
  id: z.number().int(),
  display_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  person_type: z.enum(['internal', 'external']),
  email_address: z.string().nullable().describe('The primary e-mail address'),
  username: z.string().nullable(),
  status: z.string().describe("For example 'Registration email sent'"),
  date_created: isoDateTime,
  date_login: isoDateTime.nullable(),
});
export type UserSearchRow = z.infer<typeof userSearchRow>;

export const userSearchResponse = z
  .object({
    people: z.array(userSearchRow),
    /** Pass as `after` for the next page; null on the last page. */
    next: z.string().nullable(),
  })
  .meta({ id: 'UserSearch' });
export type UserSearchResponse = z.infer<typeof userSearchResponse>;

/** The CSV export's columns, in the order of the results table (Person Type is the spec's caption). */
export const USER_SEARCH_EXPORT_COLUMNS = [
  'Name',
  'Display ID',
  'Person Type',
  'Email',
  'Username',
  'Status',
  'Date Created',
  'Last Login',
] as const;

/** The person type as the screens show it ('Internal', 'External'). */
export const personTypeLabel = (type: 'internal' | 'external') => (type === 'internal' ? 'Internal' : 'External');
