import { describe, expect, it } from 'vitest';
import { notAvailableText, PLACEHOLDER_SCREENS } from '../../src/lib/routes/route-areas.ts';
import { ROUTES, routeByName } from '../../src/lib/routes/route-table.ts';

const route = (name: string) => {
  const entry = routeByName(name);
  if (!entry) throw new Error(`no route ${name}`);
  return entry;
};

describe('placeholder screens', () => {
  it('no route of the product shows one any more: the admin areas of issue 16 were the last', () => {
    expect(ROUTES.filter((r) => PLACEHOLDER_SCREENS.has(r.screen)).map((r) => r.name)).toEqual([]);
  });

  it('would read as a sentence for an area of the product', () => {
    expect(notAvailableText(route('locallearning-search'))).toBe('Local learning is not available yet.');
    expect(notAvailableText(route('learner-affidavitofattendance-id-verification'))).toBe(
      'The affidavit of attendance (AOA) is not available yet.',
    );
    expect(notAvailableText(route('learner-external2'))).toBe('External CPE is not available yet.');
    expect(notAvailableText(route('email-templates'))).toBe('The Email Templates page is not available yet.');
  });
});
