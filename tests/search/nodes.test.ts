/**
 * Where Typesense is: TYPESENSE_HOST for one node, TYPESENSE_NODES for a cluster, read the
 * same way by the site (config/search.ts) and by the indexer (scripts/lib/typesenseIndexer.ts).
 */
import {describe, expect, it} from 'vitest';
import {env} from '../../config/env';
import {searchConfig, typesenseNodes} from '../../config/search';
import {contentSecurityPolicy} from '../../scripts/nginx';
import {indexerConfig} from '../../scripts/lib/typesenseIndexer';

const site = {...env, typesenseHost: undefined, typesenseNodes: undefined, typesensePort: undefined, typesenseProtocol: undefined, typesenseSearchApiKey: 'search-only'};

describe('typesenseNodes', () => {
  it('reads one node from TYPESENSE_HOST, on 443 over https unless told otherwise', () => {
    expect(typesenseNodes({host: 'search.example.org'})).toEqual([{host: 'search.example.org', port: 443, protocol: 'https'}]);
    expect(typesenseNodes({host: 'localhost', port: '8108', protocol: 'http'})).toEqual([{host: 'localhost', port: 8108, protocol: 'http'}]);
    expect(typesenseNodes({})).toEqual([]);
  });

  it('reads every node of TYPESENSE_NODES, in order, with the protocol of TYPESENSE_PROTOCOL', () => {
    expect(typesenseNodes({nodes: 'ts-1.example.org:443, ts-2.example.org:8443,10.0.0.3:443'})).toEqual([
      {host: 'ts-1.example.org', port: 443, protocol: 'https'},
      {host: 'ts-2.example.org', port: 8443, protocol: 'https'},
      {host: '10.0.0.3', port: 443, protocol: 'https'},
    ]);
    expect(typesenseNodes({nodes: '127.0.0.1:8108,[::1]:8109', protocol: 'http'})).toEqual([
      {host: '127.0.0.1', port: 8108, protocol: 'http'},
      {host: '[::1]', port: 8109, protocol: 'http'},
    ]);
  });

  it('refuses TYPESENSE_HOST and TYPESENSE_NODES together, naming both', () => {
    expect(() => typesenseNodes({host: 'a.example.org', nodes: 'b.example.org:443'})).toThrow(/TYPESENSE_HOST and TYPESENSE_NODES are both set/);
  });

  it('names the variable and the entry that is not host:port', () => {
    for (const entry of ['search.example.org', 'https://search.example.org:443', 'search.example.org:0', 'search.example.org:70000', ':8108', 'a b:8108', '']) {
      expect(() => typesenseNodes({nodes: `ok.example.org:443,${entry}`}), entry).toThrow(`TYPESENSE_NODES entry "${entry}" is not host:port`);
    }
  });

  it('refuses TYPESENSE_PORT beside TYPESENSE_NODES, and a protocol that is neither http nor https', () => {
    expect(() => typesenseNodes({nodes: 'a.example.org:443', port: '8108'})).toThrow(/TYPESENSE_PORT "8108" is set with TYPESENSE_NODES/);
    expect(() => typesenseNodes({nodes: 'a.example.org:443', protocol: 'ftp'})).toThrow(/TYPESENSE_PROTOCOL "ftp" must be https or http/);
  });
});

describe('the site and the indexer take the same node list', () => {
  it('the site queries every node, and its CSP allows each one', () => {
    const config = searchConfig({...site, typesenseNodes: 'ts-1.example.org:443,ts-2.example.org:443'});
    expect(config.backend).toBe('typesense');
    expect(config.typesenseServerConfig?.nodes.map((node) => node.host)).toEqual(['ts-1.example.org', 'ts-2.example.org']);
    const csp = contentSecurityPolicy([], {...site, typesenseNodes: 'ts-1.example.org:443,ts-2.example.org:443'});
    expect(csp).toMatch(/connect-src [^;]*https:\/\/ts-1\.example\.org:443 https:\/\/ts-2\.example\.org:443/);
  });

  it('the site names the variables of a bad or half configuration', () => {
    expect(() => searchConfig({...site, typesenseHost: 'a.example.org', typesenseNodes: 'b.example.org:443'})).toThrow(
      /^Search configuration: TYPESENSE_HOST and TYPESENSE_NODES are both set/,
    );
    expect(() => searchConfig({...site, typesenseNodes: 'a.example.org'})).toThrow(/^Search configuration: TYPESENSE_NODES entry "a.example.org" is not host:port/);
    expect(() => searchConfig({...site, typesenseNodes: 'a.example.org:443', typesenseSearchApiKey: undefined})).toThrow(
      /TYPESENSE_NODES is set but TYPESENSE_SEARCH_API_KEY is not/,
    );
    expect(() => searchConfig({...site})).toThrow(/TYPESENSE_SEARCH_API_KEY is set but neither TYPESENSE_HOST nor TYPESENSE_NODES is/);
  });

  it('the indexer writes through every node, and refuses what the site refuses', () => {
    expect(indexerConfig({TYPESENSE_NODES: 'ts-1.example.org:443,ts-2.example.org:8443', TYPESENSE_ADMIN_API_KEY: 'k'}).nodes).toEqual([
      {host: 'ts-1.example.org', port: 443, protocol: 'https'},
      {host: 'ts-2.example.org', port: 8443, protocol: 'https'},
    ]);
    expect(indexerConfig({TYPESENSE_HOST: 'h', TYPESENSE_ADMIN_API_KEY: 'k'}).nodes).toEqual([{host: 'h', port: 443, protocol: 'https'}]);
    expect(() => indexerConfig({TYPESENSE_HOST: 'a', TYPESENSE_NODES: 'b:443', TYPESENSE_ADMIN_API_KEY: 'k'})).toThrow(
      /TYPESENSE_HOST and TYPESENSE_NODES are both set.*Nothing was changed/,
    );
    expect(() => indexerConfig({TYPESENSE_NODES: 'b:443,c', TYPESENSE_ADMIN_API_KEY: 'k'})).toThrow(/TYPESENSE_NODES entry "c" is not host:port.*Nothing was changed/);
    expect(() => indexerConfig({TYPESENSE_ADMIN_API_KEY: 'k'})).toThrow(/needs TYPESENSE_HOST \(or TYPESENSE_NODES\)/);
  });
});
