/**
 * E2E_CPU_PROFILE=<dir>: for each test, the page's renderer time by kind (Chromium's
 * Performance.getMetrics: script, layout, style, task) and a JavaScript CPU profile
 * (<dir>/<test>.cpuprofile, open it in Chrome's DevTools), to find where the suite's renderer CPU
 * goes. Off unless the variable is set.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const KINDS = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration'] as const;

export async function profileRenderer(page: Page, testInfo: TestInfo, run: () => Promise<void>): Promise<void> {
  const dir = process.env.E2E_CPU_PROFILE;
  if (!dir) return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(list.filter((m) => (KINDS as readonly string[]).includes(m.name)).map((m) => [m.name, m.value]));
  };
  const before = await metrics();
  try {
    await run();
  } finally {
    const after = await metrics().catch(() => ({}) as Record<string, number>);
    const { profile } = await cdp.send('Profiler.stop').catch(() => ({ profile: null }));
    const name = testInfo.titlePath
      .slice(1)
      .join(' - ')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 120);
    await mkdir(dir, { recursive: true });
    const delta = Object.fromEntries(KINDS.map((k) => [k, Number(((after[k] ?? 0) - (before[k] ?? 0)).toFixed(3))]));
    await writeFile(
      path.join(dir, `${name}.metrics.json`),
      JSON.stringify({ test: testInfo.title, file: testInfo.file, duration: testInfo.duration, ...delta }),
    );
    if (profile) await writeFile(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach().catch(() => {});
  }
}
