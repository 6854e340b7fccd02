import { as, type TestServer } from '../support/test-server.ts';
import { ids, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the e-mail template routes for route-contract.test.ts. Each needs HPT024, so a
 * Learner is the denied caller; personId is the caller's own id. Until prepareTemplateIds runs,
 * the ids name nothing.
 */
const NONE = 2_147_483_005;
export const templateIds = { template: NONE, version: NONE };

const staff = (req: () => Req): Sample => ({
  rule: 'permission',
  allowed: { as: 'admin', req },
  denied: { as: 'learner', req: () => ({ ...req(), body: { ...(req().body as object), personId: ids.learner } }) },
});
const body = (extra: object = {}) => ({ personId: ids.admin, templateId: templateIds.template, ...extra });

export const EMAIL_TEMPLATE_SAMPLES: RouteSamples = {
  listTemplates: staff(() => ({ path: '/api/templates/list', body: { personId: ids.admin } })),
  getTemplate: staff(() => ({ path: '/api/templates/get', body: body() })),
  updateTemplate: staff(() => ({
    path: '/api/templates/update',
    body: body({ emailSubject: '{{tenant_name}}: sampled', emailTemplate: '<p>Hello {{first_name}}: {{link}}</p>' }),
  })),
  listTemplateVersions: staff(() => ({ path: '/api/templates/versions', body: body() })),
  restoreTemplateVersion: staff(() => ({ path: '/api/templates/restore', body: body({ versionId: templateIds.version }) })),
  previewTemplate: staff(() => ({ path: '/api/templates/preview', body: body() })),
  sendTestTemplate: staff(() => ({ path: '/api/templates/send-test', body: body() })),
};

/** The demo tenant's registration template and its first version (route-contract.test.ts's beforeAll). */
export async function prepareTemplateIds(server: TestServer): Promise<void> {
  const admin = await server.login('admin');
  const call = as(server, admin);
  const list = await call('POST', '/api/templates/list', { body: { personId: admin.personId } });
  if (list.status !== 200) throw new Error(`templates not listed: ${JSON.stringify(list.body)}`);
  const template = (list.body.list as { id: number; key: string }[]).find((t) => t.key === 'registration_by_admin');
  if (!template) throw new Error('no registration template');
  templateIds.template = template.id;
  const versions = await call('POST', '/api/templates/versions', { body: { personId: admin.personId, templateId: template.id } });
  templateIds.version = (versions.body as { id: number }[]).at(-1)?.id ?? NONE;
}
