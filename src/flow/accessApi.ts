/**
 * What the two pages that call Flow's Access API from the browser share: the /http-api console
 * (plugins/access-api/components/TryIt) and the Run button under doc scripts
 * (src/components/RunScript). The networks they call, and the body of `POST /v1/scripts`.
 * No React and no Node: both bundle it, and scripts/nginx.ts reads the origins for the CSP.
 */

/** The networks a reader can call. Their origins are also the CSP's connect-src (scripts/nginx.ts). */
export const NETWORKS = [
  {id: 'testnet', label: 'Testnet', origin: 'https://rest-testnet.onflow.org'},
  {id: 'mainnet', label: 'Mainnet', origin: 'https://rest-mainnet.onflow.org'},
  {id: 'emulator', label: 'Local emulator (localhost:8888)', origin: 'http://localhost:8888'},
] as const;
export type NetworkId = (typeof NETWORKS)[number]['id'];
export const ACCESS_API_ORIGINS: readonly string[] = NETWORKS.map((n) => n.origin);

/** The origin of each network. */
export function networkOrigins(): Record<NetworkId, string> {
  return Object.fromEntries(NETWORKS.map((n) => [n.id, n.origin])) as Record<NetworkId, string>;
}

/** UTF-8 text as base64, as the Access API takes scripts and arguments. */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64 (as the Access API returns a script's value) as UTF-8 text. */
export function fromBase64(b64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
}

/** The JSON body of `POST /v1/scripts`: the script and each JSON-Cadence argument, base64-encoded. */
export function scriptBody(script: string, args: readonly unknown[]): string {
  return JSON.stringify({script: toBase64(script), arguments: args.map((a) => toBase64(JSON.stringify(a)))});
}
