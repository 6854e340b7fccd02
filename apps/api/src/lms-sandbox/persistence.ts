import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SandboxState } from './types.ts';

/**
 * Keeps the sandbox's state in one JSON file so a demo restart keeps synced courses and
 * classes. Writes are coalesced: while one is running, later changes wait and go out as
 * one more write. The file is replaced by rename, so a crash never leaves half a file.
 */
export interface Persistence {
  load(): Promise<SandboxState | undefined>;
  save(state: SandboxState): void;
  /** Resolves when the last change is on disk. */
  flush(): Promise<void>;
}

export function createPersistence(file: string | undefined, onError: (error: unknown) => void): Persistence {
  let writing: Promise<void> | null = null;
  let pending: SandboxState | null = null;

  async function writeLoop(): Promise<void> {
    if (!file) return;
    while (pending) {
      const json = JSON.stringify(pending);
      pending = null;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, json);
        await rename(`${file}.tmp`, file);
      } catch (error) {
        onError(error);
      }
    }
    writing = null;
  }

  return {
    async load() {
      if (!file) return undefined;
      try {
        const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<SandboxState>;
        if (typeof parsed.nextTicket !== 'number' || typeof parsed.systems !== 'object' || !parsed.systems) return undefined;
        return { nextTicket: parsed.nextTicket, systems: parsed.systems };
      } catch (error) {
        // A missing file is the first start; an unreadable one is reported and replaced.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(error);
        return undefined;
      }
    },
    save(state) {
      if (!file) return;
      pending = state;
      writing ??= writeLoop();
    },
    async flush() {
      await writing;
    },
  };
}
