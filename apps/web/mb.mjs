import { chromium } from '@playwright/test';
const mode = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--disable-background-networking','--disable-component-update','--disable-sync', ...(process.argv.slice(3))] });
const t = performance.now();
let ctx = await browser.newContext();
for (let i = 0; i < 15; i++) {
  if (mode === 'ctx' && i > 0) { await ctx.close(); ctx = await browser.newContext(); }
  if (mode === 'page' && i > 0) await ctx.pages()[0].close();
  const page = mode === 'ctx' || mode === 'page' || i === 0 ? await ctx.newPage() : ctx.pages()[0];
  await page.goto('http://demo.localhost:3300/login');
  await page.getByLabel(/user ?name/i).first().waitFor();
}
console.log(mode, Math.round(performance.now() - t), 'ms');
await browser.close();
