import {mkdtemp, mkdir, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {env} from '../../config/env';
import {contentSecurityPolicy, inlineScriptHashes} from '../../scripts/nginx';

const none = {...env, gtagId: undefined, mixpanelToken: undefined, hotjarSiteId: undefined, kapaWebsiteId: undefined, typesenseHost: undefined, typesenseNodes: undefined, typesenseSearchApiKey: undefined};
/**
 * The Try-it console's networks on /http-api (the testnet and mainnet REST hosts and a local
 * emulator), and the Send panel's wallets (the emulator's dev wallet, FCL Discovery for testnet)
 * and testnet's stream: nothing else.
 */
const WALLETS = 'http://localhost:8701 https://fcl-discovery.onflow.org';
const API = `https://rest-testnet.onflow.org https://rest-mainnet.onflow.org http://localhost:8888 ${WALLETS} wss://rest-testnet.onflow.org`;
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy', () => {
  it('hashes each distinct inline script of the build, and skips JSON-LD and external scripts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'csp-'));
    await mkdir(path.join(dir, 'a'));
    const script = 'document.documentElement.dataset.theme="dark"';
    const page = `<script>${script}</script><script src=/assets/js/main.js></script><script type="application/ld+json">{"a":1}</script>`;
    await writeFile(path.join(dir, 'index.html'), page);
    await writeFile(path.join(dir, 'a', 'b.html'), page);
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(await inlineScriptHashes(dir)).toEqual([hash]);
  });

  it('allows only the site itself when nothing is configured (and the Access API console its three networks), never eval', () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"], none);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'");
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${API}`);
    expect(directive(policy, 'frame-src')).toBe(`frame-src ${WALLETS}`);
    expect(policy.replace(API, '').replace(WALLETS, '')).not.toMatch(/unsafe-eval|https?:|wss:|\*/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('adds each outside host only when its service is configured', () => {
    const search = contentSecurityPolicy([], {...none, typesenseHost: 'search.example.org', typesenseSearchApiKey: 'k'});
    expect(directive(search, 'connect-src')).toBe(`connect-src 'self' ${API} https://search.example.org:443`);
    expect(directive(search, 'script-src')).toBe("script-src 'self'");

    const gtag = contentSecurityPolicy([], {...none, gtagId: 'G-1'});
    expect(directive(gtag, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(gtag).not.toContain('hotjar');

    const widgets = contentSecurityPolicy([], {...none, hotjarSiteId: '1', kapaWebsiteId: 'k'});
    expect(directive(widgets, 'script-src')).toContain('https://static.hotjar.com');
    expect(directive(widgets, 'script-src')).toContain('https://widget.kapa.ai');
    expect(widgets).not.toContain('googletagmanager');
    expect(widgets).not.toMatch(/unsafe-eval/);
  });
});
