/**
 * @onflow/fcl 1.21 ships without its declaration files (package.json names types/fcl.d.ts, which
 * the package does not contain). These are the parts the example harness and the Send panel of
 * doc transactions (src/components/SendTransaction) use.
 */
declare module '@onflow/fcl' {
  export interface CadenceType {
    label: string;
  }
  export type ArgFn = (value: unknown, type: CadenceType) => unknown;
  export interface ConfigApi {
    put(key: string, value: unknown): ConfigApi;
  }
  export function config(): ConfigApi;
  export const t: Record<string, CadenceType>;
  export function sansPrefix(address: string): string;
  /** A JSON-Cadence value as FCL hands it to apps. */
  export function decode(value: unknown): Promise<unknown>;
  export function withPrefix(address: string): string;
  export function query(options: {cadence: string; args?: (arg: ArgFn, t: Record<string, CadenceType>) => unknown[]}): Promise<unknown>;
  export function mutate(options: {
    cadence: string;
    args?: (arg: ArgFn, t: Record<string, CadenceType>) => unknown[];
    proposer?: unknown;
    payer?: unknown;
    authorizations?: unknown[];
    limit?: number;
  }): Promise<string>;
  export interface TransactionStatus {
    status: number;
    statusCode: number;
    errorMessage: string;
    events: Array<{type: string; data: Record<string, unknown>}>;
  }
  export function tx(id: string): {
    onceSealed(): Promise<{errorMessage?: string; statusCode?: number; events: Array<{type: string; data: Record<string, unknown>}>}>;
    subscribe(onData: (status: TransactionStatus) => void, onError?: (error: Error) => void): () => void;
  };
  /** The wallet's user: `addr` once connected. */
  export interface CurrentUserSnapshot {
    addr?: string | null;
    loggedIn?: boolean | null;
  }
  export function authenticate(): Promise<CurrentUserSnapshot>;
  export function unauthenticate(): void;
  export const currentUser: {
    subscribe(callback: (user: CurrentUserSnapshot) => void): () => void;
    snapshot(): Promise<CurrentUserSnapshot>;
  };
  /** The connected wallet's authorization function. */
  export const authz: unknown;
}
