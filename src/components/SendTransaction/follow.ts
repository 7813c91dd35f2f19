/**
 * Following a sent transaction to its seal, without React and without FCL: the panel hands in FCL's
 * `fcl.tx(id).subscribe`, and gets every status on the way and one outcome. The follower gives up,
 * saying so, when the node reports nothing new for `quietMs` (a transaction the node lost, or a
 * connection that dropped) or the seal takes longer than `sealMs` in all. Unit-tested in
 * follow.test.ts.
 */

/** What FCL reports of a transaction (its TransactionStatus), as far as the panel shows it. */
export interface TxStatus {
  /** 0 unknown, 1 pending, 2 finalized, 3 executed, 4 sealed, 5 expired. */
  status: number;
  /** 1 when the transaction failed; errorMessage says how. */
  statusCode: number;
  errorMessage: string;
  events: Array<{type: string; data: unknown}>;
}

export const STATUS_NAMES = ['Unknown', 'Pending', 'Finalized', 'Executed', 'Sealed', 'Expired'] as const;

export type Subscribe = (onData: (status: TxStatus) => void, onError: (error: Error) => void) => () => void;

export type FollowOutcome =
  | {kind: 'sealed'; status: TxStatus}
  | {kind: 'failed'; status: TxStatus}
  | {kind: 'expired'}
  | {kind: 'timeout'; why: 'quiet' | 'seal'; seconds: number; last?: TxStatus}
  | {kind: 'error'; message: string};

export interface FollowOptions {
  /** Each status as it arrives (the same status twice is passed on once). */
  onStatus?: (status: TxStatus) => void;
  /** Longest wait for any news, in ms. */
  quietMs?: number;
  /** Longest wait for the seal, from the start, in ms. */
  sealMs?: number;
}

/** Testnet seals a transaction in about 10 s; an emulator at once. */
export const QUIET_MS = 30_000;
export const SEAL_MS = 120_000;

/** Follows a transaction until it is sealed (or failed, expired, or the node went quiet). */
export function follow(subscribe: Subscribe, {onStatus, quietMs = QUIET_MS, sealMs = SEAL_MS}: FollowOptions = {}): Promise<FollowOutcome> {
  return new Promise((resolve) => {
    let done = false;
    let last: TxStatus | undefined;
    // Set once subscribe returns; a report during subscribe (the end, at once) is undone after it.
    const subscription: {stop?: () => void} = {};
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: FollowOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(quiet);
      clearTimeout(seal);
      subscription.stop?.();
      resolve(outcome);
    };
    const listen = () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => finish({kind: 'timeout', why: 'quiet', seconds: quietMs / 1000, ...(last ? {last} : {})}), quietMs);
    };
    const seal = setTimeout(() => finish({kind: 'timeout', why: 'seal', seconds: sealMs / 1000, ...(last ? {last} : {})}), sealMs);
    listen();
    subscription.stop = subscribe(
      (status) => {
        if (done) return;
        const changed = !last || last.status !== status.status || last.statusCode !== status.statusCode;
        last = status;
        if (!changed) return;
        listen();
        onStatus?.(status);
        if (status.status === 5) finish({kind: 'expired'});
        else if (status.status >= 4) finish(status.statusCode === 1 ? {kind: 'failed', status} : {kind: 'sealed', status});
      },
      (error) => finish({kind: 'error', message: error.message || String(error)}),
    );
    if (done) subscription.stop();
  });
}
