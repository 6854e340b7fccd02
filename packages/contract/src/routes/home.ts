import { homeWorkResponse } from '../api/home.ts';
import { route } from './route.ts';

export const homeWork = route({ method: 'GET', path: '/home/work', response: homeWorkResponse });
