import {chromium} from '@playwright/test';
import {gzipSync} from 'node:zlib';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox']});
const port = process.env.PORT ?? '5101';
for (const r of process.argv.slice(2)) {
  const p = await b.newPage(); const pend = []; const errs = [];
  p.on('console', m => { if (m.type()==='error') errs.push(m.text().slice(0,200)); });
  p.on('response', res => pend.push(res.body().catch(()=>Buffer.alloc(0)).then(body => ({url: res.url(), type: res.request().resourceType(), gz: gzipSync(body,{level:9}).length}))));
  await p.goto(`http://127.0.0.1:${port}${r}`, {waitUntil:'networkidle'});
  const all = await Promise.all(pend); const js = all.filter(x=>x.type==='script');
  console.log(r, 'JS gzip kB', (js.reduce((s,x)=>s+x.gz,0)/1024).toFixed(1), js.map(x=>x.url.split('/').pop()+':'+(x.gz/1024).toFixed(1)).join(' '), errs);
  await p.close();
}
await b.close();
