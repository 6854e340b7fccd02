import { AwsClient, AwsV4Signer } from 'aws4fetch';
import type { S3Config } from '../config.ts';
import { invalid } from './errors.ts';

type Fetch = (request: Request) => Promise<Response>;

/** S3 keys are path segments: each one percent-encoded, the slashes kept. */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An S3-compatible object store (AWS S3, MinIO, Ceph…), addressed path-style at
 * S3_ENDPOINT/S3_BUCKET/key, signed with AWS Signature V4 (aws4fetch). It speaks the multipart
 * protocol the local store imitates: CreateMultipartUpload, presigned UploadPart URLs the
 * browser PUTs to, CompleteMultipartUpload (or AbortMultipartUpload), and GetObject.
 */
export class ObjectStore {
  private readonly client: AwsClient;
  constructor(
    private readonly config: S3Config,
    private readonly send: Fetch = (request) => fetch(request),
  ) {
    this.client = new AwsClient({ ...this.credentials(), retries: 0 });
  }

  private credentials() {
    const { accessKeyId, secretAccessKey, region } = this.config;
    return { accessKeyId, secretAccessKey, region, service: 's3' };
  }

  objectUrl(key: string): string {
    return `${this.config.endpoint}/${encodeURIComponent(this.config.bucket)}/${encodeKey(key)}`;
  }

  private async call(url: string, init: RequestInit, what: string): Promise<Response> {
    const response = await this.send(await this.client.sign(url, init));
    if (!response.ok) throw new Error(`S3 ${what} failed: ${response.status} ${(await response.text()).slice(0, 500)}`);
    return response;
  }

  /** CreateMultipartUpload: the store's UploadId of a new upload to `key`. */
  async createMultipartUpload(key: string, contentType: string): Promise<string> {
    const res = await this.call(
      `${this.objectUrl(key)}?uploads`,
      { method: 'POST', headers: { 'content-type': contentType } },
      'CreateMultipartUpload',
    );
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await res.text())?.[1];
    if (!uploadId) throw new Error('S3 CreateMultipartUpload answered no UploadId');
    return uploadId;
  }

  /** A URL the browser PUTs part `partNum` to, valid for `expiresSeconds` from `datetime` (YYYYMMDDTHHMMSSZ). */
  async presignUploadPart(key: string, uploadId: string, partNum: number, expiresSeconds: number, datetime: string): Promise<string> {
    const url = new URL(this.objectUrl(key));
    url.searchParams.set('partNumber', String(partNum));
    url.searchParams.set('uploadId', uploadId);
    return this.presign(url, 'PUT', expiresSeconds, datetime);
  }

  /** A query-signed URL (the payload unsigned, as browsers cannot hash it first). */
  async presign(url: URL, method: string, expiresSeconds: number, datetime: string): Promise<string> {
    url.searchParams.set('X-Amz-Expires', String(expiresSeconds));
    const signer = new AwsV4Signer({ ...this.credentials(), url: url.toString(), method, signQuery: true, datetime });
    return (await signer.sign()).url.toString();
  }

  /**
   * CompleteMultipartUpload with the parts' ETags. S3 answers 200 with an <Error> body when it
   * fails late, and 400 InvalidPart / InvalidPartOrder when a part or its ETag is wrong: both
   * are the caller's etags, a 400 naming them.
   */
  async completeMultipartUpload(key: string, uploadId: string, parts: readonly { partNum: number; etag: string }[]): Promise<void> {
    const body = `<CompleteMultipartUpload>${parts
      .map((p) => `<Part><PartNumber>${p.partNum}</PartNumber><ETag>${xmlEscape(p.etag)}</ETag></Part>`)
      .join('')}</CompleteMultipartUpload>`;
    const url = `${this.objectUrl(key)}?uploadId=${encodeURIComponent(uploadId)}`;
    const res = await this.send(await this.client.sign(url, { method: 'POST', body, headers: { 'content-type': 'application/xml' } }));
    const text = await res.text();
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    if (res.status === 400 && code?.startsWith('InvalidPart')) throw invalid('body.etags', `The object store refused the parts (${code}).`);
    if (!res.ok || code) throw new Error(`S3 CompleteMultipartUpload failed: ${res.status} ${text.slice(0, 500)}`);
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    const url = `${this.objectUrl(key)}?uploadId=${encodeURIComponent(uploadId)}`;
    const res = await this.send(await this.client.sign(url, { method: 'DELETE' }));
    // Already gone (completed elsewhere, or aborted): nothing to clean.
    if (!res.ok && res.status !== 404) throw new Error(`S3 AbortMultipartUpload failed: ${res.status}`);
  }

  /** GetObject: the object's bytes as a stream. */
  async getObject(key: string): Promise<ReadableStream<Uint8Array>> {
    const res = await this.call(this.objectUrl(key), { method: 'GET' }, 'GetObject');
    if (!res.body) throw new Error('S3 GetObject answered no body');
    return res.body;
  }
}

/** The configured store, or none (local disk). */
export const objectStoreOf = (config: { s3: S3Config | undefined }): ObjectStore | undefined =>
  config.s3 ? new ObjectStore(config.s3) : undefined;

/** Documents kept in the object store carry this prefix in documents.storage_key. */
export const S3_KEY_PREFIX = 's3:';
