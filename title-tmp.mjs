import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox']});
for (const r of process.argv.slice(2)) {
  const p = await b.newPage(); p.on('console', m => console.log('CONSOLE', m.type(), m.text().slice(0,300)));
  await p.addInitScript(() => {
    window.__log = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'title');
    Object.defineProperty(Document.prototype, 'title', {configurable: true, get() { return desc.get.call(this); }, set(v) {
      window.__log.push({set: v, at: performance.now()|0, hyd: document.documentElement.getAttribute('data-has-hydrated'), stack: new Error().stack.split('\n').slice(2,12).join(' | ')});
      desc.set.call(this, v); }});
    new MutationObserver(() => { if (document.documentElement.getAttribute('data-has-hydrated') && !window.__h) { window.__h = 1; window.__log.push({hydrated: performance.now()|0}); } }).observe(document, {attributes: true, subtree: true});
  });
  const cdp = await p.context().newCDPSession(p); await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4}); await p.goto('http://127.0.0.1:5101' + r, {waitUntil: 'networkidle'});
  await p.waitForTimeout(500);
  console.log(r, JSON.stringify(await p.evaluate(() => window.__log), null, 1));
  await p.close();
}
await b.close();
