/**
 * npm run serve:prod [-- --dir build --port 4300]: serves a production build with
 * Debian's nginx and deploy/nginx.conf, on 127.0.0.1, in the foreground (Ctrl+C
 * stops it). Installs nginx (and its brotli_static module) when missing,
 * precompresses the build, and writes the Content-Security-Policy for that build.
 *
 * With --csp-only FILE it only writes the CSP include for the build to FILE (for a
 * deployment's /srv/flow-developer-portal/csp.conf) and exits.
 */
import {spawn, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {env as siteEnv, type Env} from '../config/env';
import {searchConfig} from '../config/search';
import {precompress} from './precompress';
import {ACCESS_API_ORIGINS} from '../src/flow/accessApi';
import {STREAM_ORIGINS, WALLET_ORIGINS} from '../src/flow/wallets';

const root = path.resolve(__dirname, '..');

/** sha256 sources for every distinct inline script of the build (JSON-LD is data, not script). */
export async function inlineScriptHashes(buildDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  const entries = await readdir(buildDir, {recursive: true, withFileTypes: true});
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)) {
      const [, attributes = '', body = ''] = match;
      if (/\bsrc=/.test(attributes) || /application\/ld\+json/.test(attributes) || !body.trim()) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The site's Content-Security-Policy: its own origin, the hashes of its inline
 * scripts, and outside hosts only for what is configured (same variables as the build).
 */
export function contentSecurityPolicy(hashes: string[], vars: Env = siteEnv): string {
  const script = ["'self'", ...hashes];
  // The /http-api console and the Run button of doc scripts call the testnet and mainnet access nodes and a local emulator;
  // the Send button of doc transactions also opens a wallet in a frame (the emulator's dev wallet, or
  // FCL Discovery on testnet), calls its services, and follows transactions on testnet's stream.
  const connect = ["'self'", ...ACCESS_API_ORIGINS, ...WALLET_ORIGINS, ...STREAM_ORIGINS];
  const img = ["'self'", 'data:'];
  const style = ["'self'", "'unsafe-inline'"];
  const frame: string[] = [...WALLET_ORIGINS];
  const search = searchConfig(vars);
  for (const node of search.typesenseServerConfig?.nodes ?? []) connect.push(`${node.protocol}://${node.host}:${node.port}`);
  if (vars.gtagId) {
    script.push('https://www.googletagmanager.com');
    connect.push('https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com');
    img.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
  }
  if (vars.mixpanelToken) connect.push('https://api-js.mixpanel.com');
  if (vars.hotjarSiteId) {
    script.push('https://static.hotjar.com', 'https://script.hotjar.com');
    connect.push('https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com');
    img.push('https://*.hotjar.com');
    style.push('https://static.hotjar.com');
    frame.push('https://vars.hotjar.com');
  }
  if (vars.kapaWebsiteId) {
    script.push('https://widget.kapa.ai');
    connect.push('https://*.kapa.ai');
    img.push('https://*.kapa.ai');
    style.push('https://widget.kapa.ai');
    frame.push('https://*.kapa.ai');
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.length ? frame.join(' ') : "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

async function main() {
  const buildDir = path.resolve(argument('dir', 'build'));
  const port = Number(argument('port', '4300'));
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`${buildDir} holds no build: run \`npm run build\` first`);
  const cspHeader = async () => `add_header Content-Security-Policy "${contentSecurityPolicy(await inlineScriptHashes(buildDir))}" always;\n`;
  const cspOnly = argument('csp-only', '');
  if (cspOnly) {
    await writeFile(cspOnly, await cspHeader());
    console.log(`serve:prod: wrote the Content-Security-Policy for ${buildDir} to ${cspOnly}`);
    return;
  }

  const installed = spawnSync('bash', [path.join(root, 'scripts/ensure-nginx.sh')], {stdio: 'inherit'});
  if (installed.status !== 0) throw new Error('nginx or its brotli_static module is missing (see above)');

  const {files, written} = await precompress(buildDir);
  console.log(`serve:prod: ${written} of ${files} files precompressed`);

  const runDir = path.join('/tmp', `flow-portal-nginx-${port}`);
  await mkdir(runDir, {recursive: true});
  await writeFile(path.join(runDir, 'csp.conf'), await cspHeader());
  await writeFile(path.join(runDir, 'security-headers.conf'), await readFile(path.join(root, 'deploy/security-headers.conf')));
  const site = (await readFile(path.join(root, 'deploy/nginx.conf'), 'utf8'))
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/flow-developer-portal\/build;/, `root ${buildDir};`)
    .replaceAll('/srv/flow-developer-portal/', `${runDir}/`);
  await writeFile(path.join(runDir, 'site.conf'), site);
  await writeFile(
    path.join(runDir, 'nginx.conf'),
    [
      `load_module ${BROTLI_MODULE};`,
      'worker_processes auto;',
      `pid ${runDir}/nginx.pid;`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  types { application/yaml yaml yml; }',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  keepalive_requests 10000;',
      `  client_body_temp_path ${runDir}/client_body;`,
      `  proxy_temp_path ${runDir}/proxy;`,
      `  fastcgi_temp_path ${runDir}/fastcgi;`,
      `  uwsgi_temp_path ${runDir}/uwsgi;`,
      `  scgi_temp_path ${runDir}/scgi;`,
      `  include ${runDir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );

  const check = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-p', runDir, '-c', path.join(runDir, 'nginx.conf')], {stdio: 'inherit'});
  if (check.status !== 0) throw new Error('nginx rejected the configuration (see above)');
  console.log(`serve:prod: http://127.0.0.1:${port}/ (nginx, brotli and gzip), config in ${runDir}`);
  const nginx = spawn('/usr/sbin/nginx', ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-g', 'daemon off;'], {stdio: 'inherit'});
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code) => process.exit(code ?? 0));
}

if (/nginx\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(`serve:prod: ${(error as Error).message}`);
    process.exit(1);
  });
}
