import { route } from '../../platform/index.ts';
import { homeWorkResponse } from '../schemas/home.ts';

export const homeWork = route({ method: 'GET', path: '/home/work', response: homeWorkResponse });
