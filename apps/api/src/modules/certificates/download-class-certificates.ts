import { CERTIFICATE_MESSAGES, certificateFileName, classZipRefusal, endpoints } from '@cpe/contract';
import { conflict, forbidden } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { classAccess } from '../../shared/class-access.ts';
import { visibleClass } from './certificate-access.ts';
import { type Completion, loadCompletions } from './certificate-facts.ts';
import { attachment, issuedPdf } from './certificate-files.ts';
import { type IssuedCertificate, issueCertificates } from './certificate-issue.ts';
import { type ZipEntry, zipStream } from './certificate-zip.ts';

export const downloadClassCertificates = defineRoute(endpoints.downloadClassCertificates, {
  summary: 'A zip of the certificates of every learner with credits in a certified class (Last_First_<classId>.pdf), streamed',
  tags: ['certificates'],
  // The class routes' codes; the class must then be one the caller runs (checked in the handler).
  auth: classAccess(),
  writes: true,
  async handler({ params, tx, me, tenant, services, now, reply }) {
    const session = me();
    const cls = await visibleClass(tx, params.classId, session);
    if (!cls.runs) throw forbidden(CERTIFICATE_MESSAGES.mayNotDownloadClass);
    const refusal = classZipRefusal(cls);
    if (refusal) throw conflict(refusal);
    const completions = await loadCompletions(tx, tenant, cls.id);
    if (completions.length === 0) throw conflict(CERTIFICATE_MESSAGES.noLearners);
    // Issued (and committed) with the request; the PDFs are made as the zip streams out.
    const issued = await issueCertificates(tx, cls.id, completions, session.personId, now);
    attachment(reply, 'application/zip', `certificates_${cls.id}.zip`);
    reply.header('x-certificate-count', String(completions.length));
    return zipStream(entries(completions, issued, (cert) => issuedPdf(services, tenant, cert), cls.id));
  },
});

async function* entries(
  completions: Completion[],
  issued: Map<number, IssuedCertificate>,
  pdf: (cert: IssuedCertificate) => Promise<Uint8Array>,
  classId: number,
): AsyncGenerator<ZipEntry> {
  const names = new Set<string>();
  for (const c of completions) {
    const cert = issued.get(c.personId);
    if (!cert) continue;
    // Two learners of the same name get distinct files: the second is suffixed with their person id.
    let name = certificateFileName(c.last, c.first, classId);
    if (names.has(name)) name = name.replace(/\.pdf$/, `_${c.personId}.pdf`);
    names.add(name);
    yield { name, bytes: await pdf(cert) };
  }
}
