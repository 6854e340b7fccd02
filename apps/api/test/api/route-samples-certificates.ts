import type { TestServer } from '../support/test-server.ts';
import { ids, type RouteSamples } from './route-sample-kit.ts';

/**
 * Samples of the certificate routes for route-contract.test.ts. A learner downloads their own
 * certificate of the demo seed's Certified class; the zip needs a class code (a learner is the
 * denied caller); verification is public. Until prepareCertificateIds runs, the ids name nothing.
 */
const NONE = 2_147_483_004;
export const certificateIds = { certifiedClass: NONE, code: '00000000000000000000' };

export const CERTIFICATE_SAMPLES: RouteSamples = {
  downloadCertificate: {
    rule: 'signed in',
    allowed: { as: 'learner', req: () => ({ path: `/api/certificates/class/${certificateIds.certifiedClass}/person/${ids.learner}` }) },
  },
  downloadClassCertificates: {
    rule: 'permission',
    allowed: { as: 'admin', req: () => ({ path: `/api/certificates/class/${certificateIds.certifiedClass}/zip` }) },
    denied: { as: 'learner', req: () => ({ path: `/api/certificates/class/${certificateIds.certifiedClass}/zip` }) },
  },
  verifyCertificate: {
    rule: 'public',
    allowed: { as: 'anonymous', req: () => ({ path: `/api/certificates/verify?code=${certificateIds.code}` }) },
  },
};

/** The demo seed's Certified class, and the code of the learner's certificate of it (issued by downloading it). */
export async function prepareCertificateIds(server: TestServer): Promise<void> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number }>(
      "SELECT k.id FROM classes k JOIN tenants t ON t.id = k.tenant_id WHERE t.subdomain = 'demo' AND k.status = 'Certified' AND EXISTS (SELECT 1 FROM transcripts r WHERE r.class_id = k.id AND r.tenant_id = k.tenant_id) ORDER BY k.id LIMIT 1",
    ),
  );
  certificateIds.certifiedClass = (rows[0] as { id: number }).id;
  const learner = await server.login('learner');
  const res = await fetch(`${server.url}/api/certificates/class/${certificateIds.certifiedClass}/person/${learner.personId}`, {
    headers: { subdomain_name: 'demo', authorization: `Bearer ${learner.token}`, user_id: String(learner.personId) },
  });
  await res.arrayBuffer();
  certificateIds.code = res.headers.get('x-certificate-code') ?? certificateIds.code;
}
