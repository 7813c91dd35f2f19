/**
 * @onflow/fcl 1.21 ships without its declaration files (package.json names types/fcl.d.ts, which
 * the package does not contain). These are the parts the example harness uses.
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
  export function tx(id: string): {
    onceSealed(): Promise<{errorMessage?: string; statusCode?: number; events: Array<{type: string; data: Record<string, unknown>}>}>;
  };
}
