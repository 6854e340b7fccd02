import { describe, expect, it } from 'vitest';
import { personPath } from '../../src/features/people/search/UserResultsTable.tsx';
import { userSearchFilters } from '../../src/features/people/search/user-search-store.ts';

describe('user search filters', () => {
  it('sends the trimmed text and the chosen type; a type the caller cannot choose falls back to their first choice', () => {
    expect(userSearchFilters({ search_text: '  vera q ', type: 'both' }, ['both', 'internal', 'external'])).toEqual({
      q: 'vera q',
      type: 'both',
    });
    expect(userSearchFilters({ search_text: '', type: 'both' }, ['internal'])).toEqual({ type: 'internal' });
    expect(userSearchFilters({ search_text: 'x', type: 'external' }, ['internal'])).toEqual({ q: 'x', type: 'internal' });
  });

  it('links each person to the Profile of their type', () => {
    expect(personPath({ id: 7, person_type: 'internal' })).toBe('/user-administration/internal/7');
    expect(personPath({ id: 8, person_type: 'external' })).toBe('/user-administration/external/8');
  });
});
