import { readFile } from 'node:fs/promises';
import { ECP_MESSAGES, endpoints } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess } from './ecp-access.ts';
import { proposeFromPdf } from './read-certificate.ts';

/**
 * A request started from a certificate (/learner/external2, issue 27): the certificate is read
 * before any request exists, so a learner who reads one and leaves, or reads another, leaves no
 * Draft behind. The file is not kept (the route layer removes it); the screen makes the one
 * request, with the certificate as its document, when the learner saves the values.
 */
export const readCertificateFile = defineRoute(endpoints.readCertificateFile, {
  summary: 'Read a PDF certificate of completion (multipart/form-data: file) and propose its values; nothing is kept',
  tags: ['external cpe', 'documents'],
  auth: ecpAccess(),
  upload: true,
  async handler({ tx, req }) {
    const upload = req.upload;
    if (!upload) throw invalid('body.file', 'Required. Send multipart/form-data with the PDF certificate as file.');
    if (upload.mimetype !== 'application/pdf' && !/\.pdf$/i.test(upload.filename)) throw invalid('body.file', ECP_MESSAGES.notAPdf);
    return proposeFromPdf(tx, new Uint8Array(await readFile(upload.tempPath)), 'body.file');
  },
});
