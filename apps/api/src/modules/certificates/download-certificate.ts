import { CERTIFICATE_MESSAGES, certificateFileName, endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { requireCertificateAccess } from './certificate-access.ts';
import { loadCompletions } from './certificate-facts.ts';
import { attachment, issuedPdf } from './certificate-files.ts';
import { issueCertificates } from './certificate-issue.ts';

export const downloadCertificate = defineRoute(endpoints.downloadCertificate, {
  summary:
    'The certificate of completion of a person in a class (PDF, NASBA Standard 23), issued with its verification code on the first download',
  tags: ['certificates'],
  // The person themself, their administrator, or whoever runs the class: checked in the handler.
  auth: allow.signedIn(),
  writes: true,
  async handler({ params, tx, me, tenant, services, now, reply }) {
    const session = me();
    await requireCertificateAccess(tx, params.classId, params.personId, session);
    const [completion] = await loadCompletions(tx, tenant, params.classId, params.personId);
    if (!completion) throw notFound(CERTIFICATE_MESSAGES.noCredits);
    const cert = (await issueCertificates(tx, params.classId, [completion], session.personId, now)).get(completion.personId);
    if (!cert) throw new Error('certificate not issued');
    const pdf = await issuedPdf(services, tenant, cert);
    attachment(reply, 'application/pdf', certificateFileName(completion.last, completion.first, params.classId));
    reply.header('x-certificate-code', cert.code);
    return Buffer.from(pdf);
  },
});
