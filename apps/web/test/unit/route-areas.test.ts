import { describe, expect, it } from 'vitest';
import { notAvailableText, PLACEHOLDER_SCREENS, routeArea } from '../../src/lib/routes/route-areas.ts';
import { ROUTES, routeByName } from '../../src/lib/routes/route-table.ts';

const route = (name: string) => {
  const entry = routeByName(name);
  if (!entry) throw new Error(`no route ${name}`);
  return entry;
};

describe('placeholder screens say their area is not available yet', () => {
  it('names the area of every route that has no screen yet', () => {
    const placeholders = ROUTES.filter((r) => PLACEHOLDER_SCREENS.has(r.screen));
    expect(placeholders.length).toBeGreaterThan(40);
    for (const r of placeholders) expect(routeArea(r), r.name).not.toBeNull();
  });

  it('reads as a sentence for the areas of spec §1', () => {
    expect(notAvailableText(route('locallearning-search'))).toBe('Local learning is not available yet.');
    expect(notAvailableText(route('locallearning-id-roster'))).toBe('Local learning is not available yet.');
    expect(notAvailableText(route('independentstudy-requests'))).toBe('Independent study is not available yet.');
    expect(notAvailableText(route('vendedcontent-id'))).toBe('Vended content is not available yet.');
    expect(notAvailableText(route('learner-affidavitofattendance-id-verification'))).toBe(
      'The affidavit of attendance (AOA) is not available yet.',
    );
    expect(notAvailableText(route('learner-cpe-details-id'))).toBe('External CPE is not available yet.');
    expect(notAvailableText(route('learner-external2'))).toBe('External CPE is not available yet.');
    expect(notAvailableText(route('user-administration-internal-id-merge'))).toBe('User administration is not available yet.');
    expect(notAvailableText(route('email-templates'))).toBe('Email template administration is not available yet.');
    expect(notAvailableText(route('accadmin-nasbaquestions-id'))).toBe('NASBA question administration is not available yet.');
  });

  it('never claims a built screen is a placeholder', () => {
    for (const name of ['course-search', 'class-search', 'course-id', 'class-id-roster', 'learner-attendance']) {
      expect(PLACEHOLDER_SCREENS.has(route(name).screen), name).toBe(false);
    }
  });
});
