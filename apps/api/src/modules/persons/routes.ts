import { getPerson } from './get-person.ts';
import { getProfile } from './get-profile.ts';
import { searchPersons } from './search-persons.ts';

export const personRoutes = [getPerson, getProfile, searchPersons];
