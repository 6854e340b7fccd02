import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { type LmsConnector, LmsError } from '../../src/modules/lms/connector.ts';
import { createLmsConnector, lmsConnectorFor } from '../../src/modules/lms/create-connector.ts';
import { eventually } from '../support/eventually.ts';

// Transport failures, configuration, the sandbox's HTTP switches and its data file.
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cpe-lms-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function untilDone(lms: LmsConnector, ticketId: string) {
  return eventually(
    async () => {
      const status = await lms.ticketStatus(ticketId);
      return status.done && status;
    },
    { timeoutMs: 3_000, intervalMs: 10, what: `ticket ${ticketId} done` },
  );
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('LMS connector transport', () => {
  it('reports an unreachable LMS', async () => {
    const lms = createLmsConnector('SAP', { baseUrl: `http://127.0.0.1:${await closedPort()}`, tenant: 'demo' });
    const error = await lms.ticketStatus('X').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LmsError);
    expect((error as LmsError).message).toBe('SAP is unreachable (ECONNREFUSED); try again later');
    expect((error as LmsError).status).toBeUndefined();
  });

  it('gives up after the time-out', async () => {
    // A fetch that never answers, but honours the abort signal as the real one does.
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const lms = createLmsConnector('SABA', { baseUrl: 'http://lms.invalid', tenant: 'demo', timeoutMs: 50, fetch: hanging });
    await expect(lms.fetchClass('A')).rejects.toThrow('SABA did not answer within 0.1 s; try again later');
  });

  it('explains an error answer without a message of the LMS by its status', async () => {
    const plain: typeof fetch = async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    const lms = createLmsConnector('LCVISTA', { baseUrl: 'http://lms.invalid', tenant: 'demo', fetch: plain });
    await expect(lms.ticketStatus('1')).rejects.toMatchObject({ message: 'LMS request failed: 502 Bad Gateway', status: 502 });
  });

  it('fills {tenant} into the base URL and addresses the tenant in each dialect', async () => {
    const calls: { url: string; headers: Headers }[] = [];
    const recording: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), headers: new Headers(init?.headers) });
      return new Response(null, { status: 404 });
    };
    for (const type of ['SAP', 'LCVISTA', 'SABA', 'CSOD'] as const) {
      await createLmsConnector(type, {
        baseUrl: 'https://{tenant}.lms.example/',
        tenant: 'acme',
        apiKey: 'k',
        fetch: recording,
      }).fetchClass("O'Brien 1");
    }
    expect(calls.map((c) => c.url)).toEqual([
      "https://acme.lms.example/sap/odata/Classes('O''Brien%201')?$expand=Roster",
      "https://acme.lms.example/lcvista/api/v1/sessions/O'Brien%201/",
      "https://acme.lms.example/saba/v1/offerings/O'Brien%201",
      "https://acme.lms.example/csod/services/api/x/ilt/v1/sessions/O'Brien%201",
    ]);
    const tenantHeader = (h: Headers) => h.get('sap-client') ?? h.get('x-lcvista-firm') ?? h.get('x-saba-site') ?? h.get('x-csod-corp');
    expect(calls.map((c) => tenantHeader(c.headers))).toEqual(['acme', 'acme', 'acme', 'acme']);
    expect(calls.every((c) => c.headers.get('authorization') === 'Bearer k')).toBe(true);
  });

  it('needs LMS_URL (or the sandbox) to build a connector from the configuration', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x/y' });
    expect(config).toMatchObject({ lmsUrl: undefined, lmsSandbox: false, lmsSandboxPort: 3100 });
    expect(() => lmsConnectorFor(config, 'demo', 'SAP')).toThrow('No LMS is configured for this server (LMS_URL)');
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ lmsSandbox: true });
    const set = loadConfig({ DATA_DIR: dataDir, LMS_URL: 'https://lms.example', LMS_API_KEY: 'k', LMS_SANDBOX: 'false' });
    expect(set).toMatchObject({ lmsUrl: 'https://lms.example', lmsApiKey: 'k', lmsSandbox: false });
    expect(lmsConnectorFor(set, 'demo', 'LCVISTA').type).toBe('LCVISTA');
  });
});

describe('LMS sandbox', () => {
  it('takes its switches over HTTP, checks them, and needs the API key for them', async () => {
    const sandbox = await startLmsSandbox({ latencyMs: 10, apiKey: 'k' });
    try {
      const post = (route: string, body: unknown, key = 'k') =>
        fetch(`${sandbox.url}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify(body),
        });
      expect((await post('/sandbox/control', { latencyMs: 5 }, 'wrong')).status).toBe(401);
      expect((await post('/sandbox/control', { failureMode: 'sometimes' })).status).toBe(400);
      const set = await post('/sandbox/control', { latencyMs: 5, failureMode: 'http-error', failCount: 2 });
      expect(await set.json()).toEqual({ latencyMs: 5, failureMode: 'http-error', failCount: 2, answerDelayMs: 0 });
      const reset = await post('/sandbox/reset', {});
      expect(await reset.json()).toEqual({ latencyMs: 10, failureMode: 'none', failCount: null, answerDelayMs: 0 });
      const state = await fetch(`${sandbox.url}/sandbox/state`, { headers: { authorization: 'Bearer k' } });
      expect(await state.json()).toMatchObject({ latencyMs: 10, nextTicket: 1, systems: {} });
    } finally {
      await sandbox.close();
    }
  });

  it('answerDelayMs records a submit and holds its answer until released, as an answer lost on the way back', async () => {
    const sandbox = await startLmsSandbox({ latencyMs: 10 });
    try {
      const lms = createLmsConnector('SAP', { baseUrl: sandbox.url, tenant: 'demo', timeoutMs: 60_000 });
      sandbox.control({ answerDelayMs: 600_000 });
      let answered = false;
      const submit = lms
        .submitCompletions('SAP-CLS-900001', [{ personExternalId: 'DEMO-LMS-1001', credits: 1, completedOn: '2026-03-10' }])
        .finally(() => {
          answered = true;
        });
      const ticketId = await eventually(() => Object.keys(sandbox.state().systems['SAP:demo']?.tickets ?? {})[0], {
        timeoutMs: 2_000,
        intervalMs: 10,
        what: 'a ticket in the sandbox',
      });
      expect(ticketId).toBeDefined();
      expect(answered).toBe(false);
      sandbox.control({ answerDelayMs: 0 });
      expect((await submit).ticketId).toBe(ticketId);
    } finally {
      await sandbox.close();
    }
  });

  it('keeps its records in the data file across a restart, and finishes tickets left queued', async () => {
    const dataFile = path.join(dataDir, 'lms-sandbox.json');
    const first = await startLmsSandbox({ latencyMs: 10, dataFile });
    const lms = (url: string) => createLmsConnector('SABA', { baseUrl: url, tenant: 'acme' });
    const course = {
      courseId: 1,
      tenant: 'acme',
      title: 'Kept',
      deliveryMethod: 'Group Live',
      agendaType: 'US-CPE',
      version: 1,
      lmsId: null,
    };
    const synced = await untilDone(
      lms(first.url),
      (await lms(first.url).submitCourse({ ...course, credits: 1, fieldsOfStudy: [] })).ticketId,
    );
    first.control({ latencyMs: 60_000 });
    const queued = await lms(first.url).submitCourse({ ...course, title: 'Queued at shutdown', credits: 1, fieldsOfStudy: [] });
    await first.close();
    expect(JSON.parse(await readFile(dataFile, 'utf8')).systems['SABA:acme'].courses[synced.lmsId as string].title).toBe('Kept');

    const second = await startLmsSandbox({ latencyMs: 10, dataFile });
    try {
      expect(second.state().systems['SABA:acme']?.courses[synced.lmsId as string]?.title).toBe('Kept');
      const resumed = await untilDone(lms(second.url), queued.ticketId);
      expect(resumed.success).toBe(true);
      expect(resumed.lmsId).not.toBe(synced.lmsId);
    } finally {
      await second.close();
    }
  });
});
