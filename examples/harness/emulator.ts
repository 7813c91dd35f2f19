/**
 * Starts the pinned Flow emulator (examples/.bin/emulator, built by examples/toolchain/build.sh) on
 * loopback with free ports and a fresh in-memory state, waits until its REST API answers, and stops
 * it. Each start gets new ports and a new service key, so a second run never finds a port taken or
 * state left over.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {generateKeyPairSync} from 'node:crypto';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {emulatorBin} from './toolchain';

/** The service account of the emulator chain (flow-go's bootstrap; the same on every start). */
export const SERVICE_ADDRESS = 'f8d6e0586b0a20c7';

export interface ServiceKey {
  /** 32-byte P-256 private scalar, hex without 0x. */
  privateKey: string;
  /** 64-byte uncompressed public point (x || y), hex without 0x. */
  publicKey: string;
  signatureAlgorithm: 'ECDSA_P256';
  hashAlgorithm: 'SHA3_256';
}

export interface Emulator {
  /** REST API base, without the /v1 (e.g. http://127.0.0.1:41234). */
  restUrl: string;
  /** Admin API base (GET /emulator/allContracts, /live). */
  adminUrl: string;
  /** gRPC Access API address, host:port. */
  grpcAddress: string;
  serviceAddress: string;
  serviceKey: ServiceKey;
  /** Everything the emulator printed so far (for failure messages). */
  log(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** More emulator flags, e.g. ['--block-time', '1s']. */
  args?: string[];
  /** How long to wait for the REST API, in ms (default 60 s). */
  timeoutMs?: number;
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A fresh ECDSA P-256 key pair in the emulator's hex encodings. */
export function newServiceKey(): ServiceKey {
  const {privateKey} = generateKeyPairSync('ec', {namedCurve: 'prime256v1'});
  const jwk = privateKey.export({format: 'jwk'});
  const hex = (b64url: string | undefined) => Buffer.from(b64url ?? '', 'base64url').toString('hex').padStart(64, '0');
  return {
    privateKey: hex(jwk.d),
    publicKey: hex(jwk.x) + hex(jwk.y),
    signatureAlgorithm: 'ECDSA_P256',
    hashAlgorithm: 'SHA3_256',
  };
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startEmulator(options: StartOptions = {}): Promise<Emulator> {
  if (!existsSync(emulatorBin)) {
    throw new Error(`${emulatorBin} is missing: build it with bash examples/toolchain/build.sh`);
  }
  const [port, restPort, adminPort, debuggerPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const serviceKey = newServiceKey();
  const args = [
    '--host', '127.0.0.1',
    '--port', String(port),
    '--rest-port', String(restPort),
    '--admin-port', String(adminPort),
    '--debugger-port', String(debuggerPort),
    '--service-priv-key', serviceKey.privateKey,
    '--service-sig-algo', serviceKey.signatureAlgorithm,
    '--service-hash-algo', serviceKey.hashAlgorithm,
    ...(options.args ?? []),
  ];
  const child = spawn(emulatorBin, args, {stdio: ['ignore', 'pipe', 'pipe']});
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      running.delete(child);
      resolve();
    }),
  );

  const restUrl = `http://127.0.0.1:${restPort}`;
  const emulator: Emulator = {
    restUrl,
    adminUrl: `http://127.0.0.1:${adminPort}`,
    grpcAddress: `127.0.0.1:${port}`,
    serviceAddress: SERVICE_ADDRESS,
    serviceKey,
    log: () => output,
    async stop() {
      if (exited !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (exited !== undefined) {
      throw new Error(`the emulator exited with code ${exited} before its REST API answered:\n${output.slice(-4_000)}`);
    }
    try {
      const response = await fetch(`${restUrl}/v1/blocks?height=sealed`, {signal: AbortSignal.timeout(2_000)});
      if (response.ok) return emulator;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await emulator.stop();
      throw new Error(`the emulator's REST API did not answer at ${restUrl} within ${options.timeoutMs ?? 60_000} ms:\n${output.slice(-4_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
