import { type CertificateProposals, calls, ECPE_ATTACHMENT_TYPE_IDS } from '@cpe/contract';
import { apiUpload } from '../../../lib/api-upload.ts';
import { call } from '../../../lib/call.ts';
import { type ProposalValues, proposalBodies } from './proposal-values.ts';

/** POST /requests/ext-cpe/docs/{id}: the certificate of completion (attachment type 80); answers the document's id. */
export async function uploadCertificate(requestId: number, file: File): Promise<number> {
  const form = new FormData();
  form.append('attachment_type_id', String(ECPE_ATTACHMENT_TYPE_IDS.certificate));
  form.append('file', file, file.name);
  const answer = await apiUpload<{ id: number }>(`/requests/ext-cpe/docs/${requestId}`, form);
  return answer.id;
}

/** POST /requests/ext-cpe/read-certificate: what the server reads from a certificate no request holds yet; nothing is kept. */
export async function readCertificateFile(file: File): Promise<CertificateProposals> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiUpload<{ proposals: CertificateProposals }>('/requests/ext-cpe/read-certificate', form)).proposals;
}

/** POST /requests/ext-cpe/certificate/{id}: what the server reads from the certificate; nothing is saved. */
export const readCertificate = (requestId: number, docId: number, signal?: AbortSignal) =>
  call(calls.readExternalCpeCertificate, { params: { id: requestId }, body: { docId }, signal });

/** Saves the confirmed values through the request's own writes: details, sponsor and, when any, awards. */
export async function saveProposalValues(requestId: number, values: ProposalValues): Promise<void> {
  const bodies = proposalBodies(values);
  await call(calls.updateExternalCpeDetails, { params: { id: requestId }, body: bodies.details });
  await call(calls.updateExternalCpeSponsor, { params: { id: requestId }, body: bodies.sponsor });
  if (bodies.awards.length > 0) await call(calls.updateExternalCpeAwards, { params: { id: requestId }, body: { rows: bodies.awards } });
}
