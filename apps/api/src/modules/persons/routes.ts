import { getPerson } from './get-person.ts';
import { getProfile } from './get-profile.ts';

export const personRoutes = [getPerson, getProfile];
