import { SandboxError } from '../types.ts';

/**
 * Reads a request body field by field, answering 400 with the LMS's own field name when one
 * is missing or mistyped, the way a real LMS refuses a malformed request synchronously.
 */
export class BodyReader {
  private readonly o: Record<string, unknown>;

  constructor(body: unknown) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new SandboxError(400, 'The request body must be a JSON object');
    this.o = body as Record<string, unknown>;
  }

  str(key: string): string {
    const v = this.o[key];
    if (typeof v !== 'string') throw new SandboxError(400, `${key} is required and must be a string`);
    return v;
  }

  /** A string or null/absent (ids that are null before the first sync). */
  optStr(key: string): string | null {
    const v = this.o[key];
    if (v === null || v === undefined || v === '') return null;
    if (typeof v !== 'string') throw new SandboxError(400, `${key} must be a string or null`);
    return v;
  }

  num(key: string): number {
    const v = this.o[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new SandboxError(400, `${key} is required and must be a number`);
    return v;
  }

  /** A number or null/absent (figures a sender may leave out). */
  optNum(key: string): number | null {
    const v = this.o[key];
    if (v === null || v === undefined) return null;
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new SandboxError(400, `${key} must be a number or null`);
    return v;
  }

  /** A list field that may be absent (null then). */
  optList<T>(key: string, read: (item: BodyReader) => T): T[] | null {
    return this.o[key] === null || this.o[key] === undefined ? null : this.list(key, read);
  }

  /** A nested object that may be absent (null then). */
  optChild(key: string): BodyReader | null {
    return this.o[key] === null || this.o[key] === undefined ? null : this.child(key);
  }

  /** Each item of a list field, read with its own reader. */
  list<T>(key: string, read: (item: BodyReader) => T): T[] {
    const v = this.o[key];
    if (!Array.isArray(v)) throw new SandboxError(400, `${key} is required and must be a list`);
    return v.map((item) => read(new BodyReader(item)));
  }

  /** A nested object (OData's `{ results: [...] }` wrappers). */
  child(key: string): BodyReader {
    const v = this.o[key];
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new SandboxError(400, `${key} is required and must be an object`);
    return new BodyReader(v);
  }
}
