import { routePath } from '../../../lib/routes/route-table.ts';

/** The programs screen with one program selected: /independentstudy-requests?id=N. */
export const programPath = (programId: number) => `${routePath('independentstudy-requests')}?id=${programId}`;
