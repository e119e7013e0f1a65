import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => { (window as any).__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push(`${Math.round(e.startTime)}ms size=${e.size} ${e.element?.nodeName}.${(e.element?.className||'').toString().slice(0,30)} "${(e.element?.textContent||'').slice(0,40)}" ${e.url||''}`); }).observe({ type: 'largest-contentful-paint', buffered: true }); });
for (const path of (process.argv[2] ?? '/jobs').split(',')) {
  await page.goto('http://localhost:3800' + path, { waitUntil: 'networkidle' });
  console.log(path, await page.evaluate(() => (window as any).__lcp));
}
await browser.close();
