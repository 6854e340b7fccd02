import type { UploadPart } from '@cpe/contract';
import { as, type Session, type TestServer } from '../support/test-server.ts';
import { answering, ids, type RouteSamples } from './route-sample-kit.ts';

/** An upload in parts opened by prepareLargeDocumentIds: its first part's URL and the fields it was opened with. */
export const largeDocIds = { part: null as UploadPart | null };

const target = () => ({ attachment_type_id: 2, learning_object_type_id: 1, learning_object_id: ids.course, filename: 'sample.bin' });

export async function prepareLargeDocumentIds(server: TestServer, admin: Session): Promise<void> {
  const res = await as(server, admin)('POST', '/api/docs/upload-link', { body: { ...target(), numOfParts: 2 } });
  if (res.status !== 200) throw new Error(`upload link: ${res.status} ${JSON.stringify(res.body)}`);
  largeDocIds.part = (res.body as UploadPart[])[0] ?? null;
}

const part = () => {
  if (!largeDocIds.part) throw new Error('prepareLargeDocumentIds first');
  return largeDocIds.part;
};

/**
 * Uploads in parts (ADR 0040). The link and the completion are for the signed in, the record's
 * rule deciding in the handler; a part's URL carries its own signed token (public). The part
 * sample sends no bytes (400 naming the body), the completion names parts never sent (400).
 */
export const LARGE_DOCUMENT_SAMPLES: RouteSamples = {
  createUploadLink: {
    rule: 'signed in',
    allowed: { as: 'admin', req: () => ({ path: '/api/docs/upload-link', body: { ...target(), numOfParts: 3 } }) },
  },
  uploadDocumentPart: answering(400, {
    rule: 'public',
    allowed: { as: 'anonymous', req: () => ({ path: part().uploadURL }) },
  }),
  completeLargeUpload: answering(400, {
    rule: 'signed in',
    allowed: {
      as: 'admin',
      req: () => ({
        path: '/api/docs/large',
        body: {
          ...target(),
          cloudFilepath: part().filepath,
          uploadId: part().uploadId,
          etags: [
            { partNum: 1, etag: '"a"' },
            { partNum: 2, etag: '"b"' },
          ],
        },
      }),
    },
  }),
};
