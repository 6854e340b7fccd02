import { ROLES } from '@cpe/contract';
import { describe, expect, it } from 'vitest';
import { ROUTE_PERMISSIONS, routePermitted } from '../../src/lib/routes/route-permissions.ts';
import { ROUTES, type RouteEntry, routeByName, routePath } from '../../src/lib/routes/route-table.ts';
import { type GuardContext, guardRoute, homeFor } from '../../src/lib/session/guards.ts';

const route = (name: string): RouteEntry => {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name} in ROUTES`);
  return found;
};

const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({
  signedIn: true,
  roles: [],
  permissions: new Set<string>(),
  maintenance: 0,
  ...over,
});

const held = (...codes: string[]) => new Set<string>(codes);
const toHome = { redirect: '/', saveDeepLink: false };
const toLogin = { redirect: '/login', saveDeepLink: true };
const toMaintenance = { redirect: '/active-maintenance', saveDeepLink: false };
const toDenied = { redirect: '/accessDenied', saveDeepLink: false };

const guestRoutes = ROUTES.filter((r) => r.access === 'guest');
const publicRoutes = ROUTES.filter((r) => r.access === 'public');
const authRoutes = ROUTES.filter((r) => r.access === 'auth');

describe('route table', () => {
  it('has unique route names and unique paths', () => {
    const names = ROUTES.map((r) => r.name);
    const paths = ROUTES.map((r) => r.path);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('has the fixed routes with the access they need', () => {
    expect(route('login')).toMatchObject({ path: '/login', access: 'guest' });
    expect(route('accessDenied')).toMatchObject({ path: '/accessDenied', access: 'auth' });
    expect(route('active-maintenance')).toMatchObject({ path: '/active-maintenance', access: 'public' });
    expect(route('index')).toMatchObject({ path: '/', access: 'auth' });
    expect(guestRoutes.length).toBeGreaterThan(0);
    expect(publicRoutes.length).toBeGreaterThan(0);
  });

  it('gives every signed-in route an entry in ROUTE_PERMISSIONS', () => {
    const missing = authRoutes.filter((r) => !Object.hasOwn(ROUTE_PERMISSIONS, r.name)).map((r) => r.name);
    expect(missing).toEqual([]);
  });

  it('has no permission entry for a route that does not exist', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    expect(Object.keys(ROUTE_PERMISSIONS).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('routePath', () => {
  it('fills the params of a path', () => {
    expect(routePath('class-id-roster', { id: 7 })).toBe('/class/7/roster');
    expect(routePath('course-id', { id: '42' })).toBe('/course/42');
    expect(routePath('user-administration-external-id-merge', { id: 5 })).toBe('/user-administration/external/5/merge');
  });

  it('encodes a param', () => {
    expect(routePath('nasba-id', { id: 'a b/c' })).toBe('/nasba/a%20b%2Fc');
  });

  it('fills an optional param and drops an absent one', () => {
    expect(routePath('learner-cpe-details-id', { id: 9 })).toBe('/learner/cpe/details/9');
    expect(routePath('learner-cpe-details-id')).toBe('/learner/cpe/details');
    expect(routePath('learner-cpe-details-id', {})).toBe('/learner/cpe/details');
  });

  it('returns paths without params unchanged', () => {
    expect(routePath('index')).toBe('/');
    expect(routePath('learner-cpe-search')).toBe('/learner/cpe/search');
  });

  it('throws for an unknown route', () => {
    expect(() => routePath('no-such-route')).toThrow(/no-such-route/);
  });
});

describe('guardRoute (maintenance, guest, sign-in, role and permission guards)', () => {
  describe('guest pages', () => {
    it.each(guestRoutes.map((r) => [r.name, r] as const))('%s sends a signed-in user home and lets an anonymous one in', (_, r) => {
      expect(guardRoute(r, ctx({ signedIn: true, roles: [ROLES.admin] }))).toEqual(toHome);
      expect(guardRoute(r, ctx({ signedIn: false }))).toBeNull();
    });
  });

  it('lets anybody open a public page', () => {
    for (const r of publicRoutes) {
      expect(guardRoute(r, ctx({ signedIn: false })), r.name).toBeNull();
      expect(guardRoute(r, ctx({ signedIn: true })), r.name).toBeNull();
    }
  });

  it('sends an anonymous user to /login and keeps the deep link, on every signed-in route', () => {
    for (const r of authRoutes) {
      expect(guardRoute(r, ctx({ signedIn: false })), r.name).toEqual(toLogin);
    }
  });

  describe('maintenance', () => {
    it('redirects to /active-maintenance when the flag is nonzero', () => {
      for (const maintenance of [1, 2, -1]) {
        expect(guardRoute(route('index'), ctx({ maintenance }))).toEqual(toMaintenance);
        expect(guardRoute(route('class-id'), ctx({ maintenance, roles: [ROLES.admin] }))).toEqual(toMaintenance);
        expect(guardRoute(route('register'), ctx({ maintenance, signedIn: false }))).toEqual(toMaintenance);
        expect(guardRoute(route('password'), ctx({ maintenance, signedIn: false }))).toEqual(toMaintenance);
      }
    });

    it('runs before the sign-in guard', () => {
      expect(guardRoute(route('course-id'), ctx({ signedIn: false, maintenance: 1 }))).toEqual(toMaintenance);
    });

    it('leaves the login route and the maintenance page open', () => {
      expect(guardRoute(route('login'), ctx({ signedIn: false, maintenance: 1 }))).toBeNull();
      expect(guardRoute(route('active-maintenance'), ctx({ signedIn: false, maintenance: 1 }))).toBeNull();
      expect(guardRoute(route('active-maintenance'), ctx({ signedIn: true, maintenance: 1 }))).toBeNull();
    });

    it('guards the Educe ACC Administrator too, on every route but /system, where they turn it off (ADR 0053)', () => {
      const accAdmin = ctx({ roles: [ROLES.accAdmin], maintenance: 1 });
      for (const r of ROUTES.filter((e) => !['system', 'active-maintenance', 'login', 'version'].includes(e.name)))
        expect(guardRoute(r, accAdmin), r.name).toEqual(toMaintenance);
      expect(guardRoute(route('system'), accAdmin)).toBeNull();
      expect(guardRoute(route('active-maintenance'), accAdmin)).toBeNull();
      // /system is theirs alone: an Admin, and anyone signed out, go to the maintenance page.
      expect(guardRoute(route('system'), ctx({ roles: [ROLES.admin], maintenance: 1 }))).toEqual(toMaintenance);
      expect(guardRoute(route('system'), ctx({ signedIn: false, roles: [], maintenance: 1 }))).toEqual(toMaintenance);
      expect(guardRoute(route('admin'), ctx({ roles: [ROLES.admin], maintenance: 1 }))).toEqual(toMaintenance);
    });

    it('does nothing when the flag is 0', () => {
      expect(guardRoute(route('index'), ctx({ maintenance: 0 }))).toBeNull();
    });
  });

  describe('roles', () => {
    const roleRoutes = authRoutes.filter((r) => r.roles);

    it('redirects to / when the route role is missing', () => {
      expect(roleRoutes.length).toBeGreaterThan(0);
      for (const r of roleRoutes) {
        const others = Object.values(ROLES).filter((role) => !r.roles?.includes(role));
        expect(guardRoute(r, ctx({ roles: others })), r.name).toEqual(toHome);
        expect(guardRoute(r, ctx({ roles: [] })), r.name).toEqual(toHome);
      }
    });

    it('lets the holder of the role in (when the route needs no permission)', () => {
      expect(guardRoute(route('admin'), ctx({ roles: [ROLES.admin] }))).toBeNull();
      expect(guardRoute(route('accadmin-healthcheck'), ctx({ roles: [ROLES.accAdmin] }))).toBeNull();
      expect(guardRoute(route('instructor-roster-id'), ctx({ roles: [ROLES.learner, ROLES.instructor] }))).toBeNull();
    });

    it('opens an admin page for each role the contract gives it (customer-admin: Admin or Educe ACC Administrator)', () => {
      expect(guardRoute(route('customer-admin'), ctx({ roles: [ROLES.admin] }))).toBeNull();
      expect(guardRoute(route('customer-admin'), ctx({ roles: [ROLES.accAdmin] }))).toBeNull();
      expect(guardRoute(route('system'), ctx({ roles: [ROLES.admin] }))).toEqual(toHome);
      expect(guardRoute(route('reports'), ctx({ roles: [ROLES.learner] }))).toEqual(toHome);
    });

    it('checks the role before the permissions', () => {
      expect(guardRoute(route('admin-irs'), ctx({ roles: [ROLES.learner], permissions: held('HPT023') }))).toEqual(toHome);
    });
  });

  describe('permissions', () => {
    it('sends a route without a permission entry to /accessDenied', () => {
      const unlisted: RouteEntry = {
        name: 'not-listed-anywhere',
        path: '/not-listed',
        title: 'X',
        layout: 'default',
        access: 'auth',
        screen: 'page',
      };
      expect(guardRoute(unlisted, ctx({ roles: Object.values(ROLES), permissions: held('HPT023', 'ADM003', 'ADM008') }))).toEqual(toDenied);
      expect(routePermitted('not-listed-anywhere', held('HPT023'))).toBe(false);
    });

    it("needs HPT023 and one of ADM001/ADM002/ADM003 for 'user-administration'", () => {
      const r = route('user-administration');
      expect(guardRoute(r, ctx({ permissions: held('HPT023') }))).toEqual(toDenied);
      expect(guardRoute(r, ctx({ permissions: held('ADM001', 'ADM002', 'ADM003') }))).toEqual(toDenied);
      for (const any of ['ADM001', 'ADM002', 'ADM003']) {
        expect(guardRoute(r, ctx({ permissions: held('HPT023', any) })), any).toBeNull();
      }
      expect(guardRoute(r, ctx({ permissions: held('HPT023', 'ADM008') }))).toEqual(toDenied);
    });

    it('needs one of the course codes for course search and every page of a course (a Learner gets /accessDenied)', () => {
      const courseRoutes = ROUTES.filter((r) => r.name === 'course-search' || r.record === 'course-id');
      // Course search, the course page and its 14 subpages (13 course subpages and irsworkflow, the IRS CE Workflow step).
      expect(courseRoutes).toHaveLength(16);
      const codes = ['CRS007', 'CRS053', 'FIN030', 'CRS047', 'CRS048', 'CRS049', 'CRS043', 'CRS045', 'CRS046', 'CRS054'];
      for (const r of courseRoutes) {
        expect(guardRoute(r, ctx({ roles: [ROLES.learner] })), r.name).toEqual(toDenied);
        expect(guardRoute(r, ctx({ roles: [ROLES.admin], permissions: held('CLS046', 'FIN015', 'HPT023') })), r.name).toEqual(toDenied);
        for (const code of codes)
          expect(guardRoute(r, ctx({ roles: [ROLES.instructor], permissions: held(code) })), `${r.name} ${code}`).toBeNull();
      }
    });

    it('sends a person without the deciders’ codes from the two admin searches to /accessDenied at once (their searches would be a 403)', () => {
      const learner = ctx({ roles: [ROLES.learner], permissions: held('ECP003', 'ECP004', 'ECP005', 'ECP007', 'HPT005') });
      expect(guardRoute(route('learner-affidavitofattendance-admin'), learner)).toEqual(toDenied);
      expect(guardRoute(route('learner-cpe-admin-search'), learner)).toEqual(toDenied);
      // ECP006 edits Drafts but does not decide: not the admin search (the server's usesAdminSearch).
      expect(guardRoute(route('learner-cpe-admin-search'), ctx({ permissions: held('ECP006') }))).toEqual(toDenied);
      expect(guardRoute(route('learner-affidavitofattendance-admin'), ctx({ permissions: held('AOA050') }))).toBeNull();
      for (const code of ['ECP050', 'ECP051'])
        expect(guardRoute(route('learner-cpe-admin-search'), ctx({ permissions: held(code) }))).toBeNull();
      // Their own searches stay open to every signed-in person.
      expect(guardRoute(route('learner-affidavitofattendance-search'), learner)).toBeNull();
      expect(guardRoute(route('learner-cpe-search'), learner)).toBeNull();
    });

    it('needs ADM008 as well for merging', () => {
      for (const side of ['external', 'internal'] as const) {
        const name = `user-administration-${side}-id-merge`;
        const any = side === 'external' ? 'ADM002' : 'ADM001';
        expect(routePermitted(name, held('HPT023', any)), name).toBe(false);
        expect(routePermitted(name, held('HPT023', any, 'ADM008')), name).toBe(true);
        expect(routePermitted(name, held('HPT023', 'ADM003', 'ADM008')), name).toBe(true);
        expect(routePermitted(name, held('ADM003', 'ADM008')), name).toBe(false);
        expect(routePermitted(name, held('HPT023', 'ADM008')), name).toBe(false);
        expect(guardRoute(route(name), ctx({ permissions: held('HPT023', any) }))).toEqual(toDenied);
        expect(guardRoute(route(name), ctx({ permissions: held('HPT023', any, 'ADM008') }))).toBeNull();
      }
    });

    it('splits external and internal user records by ADM002 and ADM001 (ADM003 is both)', () => {
      expect(routePermitted('user-administration-external-id', held('HPT023', 'ADM002'))).toBe(true);
      expect(routePermitted('user-administration-external-id', held('HPT023', 'ADM001'))).toBe(false);
      expect(routePermitted('user-administration-internal-id', held('HPT023', 'ADM001'))).toBe(true);
      expect(routePermitted('user-administration-internal-id', held('HPT023', 'ADM002'))).toBe(false);
      expect(routePermitted('user-administration-internal-id-jurisdictions', held('HPT023', 'ADM003'))).toBe(true);
    });

    it('needs the single code of a one-code entry', () => {
      expect(routePermitted('roles', held('HPT013'))).toBe(true);
      expect(routePermitted('roles', held('HPT014'))).toBe(false);
      expect(routePermitted('permissions', held('HPT014'))).toBe(true);
      expect(routePermitted('email-templates', held())).toBe(false);
      expect(routePermitted('email-templates', held('HPT024'))).toBe(true);
    });

    it('lets an empty list through with no permissions at all', () => {
      expect(routePermitted('index', held())).toBe(true);
      expect(guardRoute(route('class-search'), ctx())).toBeNull();
    });

    it('is satisfied exactly when every entry is (checked for every listed route)', () => {
      for (const [name, entries] of Object.entries(ROUTE_PERMISSIONS)) {
        const all = new Set<string>(entries.flatMap((e) => (typeof e === 'string' ? [e] : [...e])));
        expect(routePermitted(name, all), name).toBe(true);
        entries.forEach((entry, i) => {
          // Drop the codes of one entry (those no other entry also names): the route closes.
          const codes: readonly string[] = typeof entry === 'string' ? [entry] : entry;
          const others = new Set<string>(entries.filter((_, j) => j !== i).flatMap((e) => (typeof e === 'string' ? [e] : [...e])));
          const without = new Set([...all].filter((c) => !codes.includes(c) || others.has(c)));
          if (codes.every((c) => !others.has(c))) expect(routePermitted(name, without), `${name} without entry ${i}`).toBe(false);
        });
      }
    });
  });
});

describe('homeFor', () => {
  it('opens the home of the most administrative role held', () => {
    expect(homeFor([ROLES.learner])).toBe('/learner');
    expect(homeFor([ROLES.instructor])).toBe('/instructor');
    expect(homeFor([ROLES.coordinator])).toBe('/coordinator');
    expect(homeFor([ROLES.admin])).toBe('/admin');
    expect(homeFor([ROLES.accAdmin])).toBe('/accadmin');
    expect(homeFor([ROLES.learner, ROLES.admin])).toBe('/admin');
    expect(homeFor([ROLES.instructor, ROLES.coordinator, ROLES.learner])).toBe('/coordinator');
    expect(homeFor([ROLES.learner, ROLES.accAdmin, ROLES.admin])).toBe('/accadmin');
  });

  it('is null without any of the five roles', () => {
    expect(homeFor([])).toBeNull();
    expect(homeFor(['Some Other Role'])).toBeNull();
  });

  it('points at routes that exist and need the same role', () => {
    for (const role of Object.values(ROLES)) {
      const path = homeFor([role]);
      const r = ROUTES.find((x) => x.path === path);
      expect(r?.roles, role).toEqual([role]);
    }
  });
});
