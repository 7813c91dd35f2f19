import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {follow, QUIET_MS, SEAL_MS, type Subscribe, type TxStatus} from './follow';

const status = (code: number, over: Partial<TxStatus> = {}): TxStatus => ({status: code, statusCode: 0, errorMessage: '', events: [], ...over});

/** A node the test drives: what it reports, and whether the follower stopped listening. */
function node() {
  let push: (s: TxStatus) => void = () => {};
  let fail: (e: Error) => void = () => {};
  const state = {unsubscribed: 0};
  const subscribe: Subscribe = (onData, onError) => {
    push = onData;
    fail = onError;
    return () => {
      state.unsubscribed += 1;
    };
  };
  return {subscribe, report: (s: TxStatus) => push(s), fail: (e: Error) => fail(e), state};
}

describe('follow: a sent transaction, to its seal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes on each new status once, and ends at the seal with its events', async () => {
    const n = node();
    const seen: number[] = [];
    const followed = follow(n.subscribe, {onStatus: (s) => seen.push(s.status)});
    n.report(status(1));
    n.report(status(1));
    n.report(status(2));
    n.report(status(3));
    const events = [{type: 'flow.AccountCreated', data: {address: '0x01'}}];
    n.report(status(4, {events}));
    await expect(followed).resolves.toEqual({kind: 'sealed', status: status(4, {events})});
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(n.state.unsubscribed).toBe(1);
  });

  it('ends failed when the sealed status carries an error, and expired on expiry', async () => {
    const failing = node();
    const followed = follow(failing.subscribe);
    failing.report(status(4, {statusCode: 1, errorMessage: 'pre-condition failed'}));
    await expect(followed).resolves.toMatchObject({kind: 'failed', status: {errorMessage: 'pre-condition failed'}});
    const expiring = node();
    const expired = follow(expiring.subscribe);
    expiring.report(status(5));
    await expect(expired).resolves.toEqual({kind: 'expired'});
  });

  it('gives up when the node reports nothing new for the quiet time, naming the last status', async () => {
    const n = node();
    const followed = follow(n.subscribe, {quietMs: 1000, sealMs: 60_000});
    n.report(status(1));
    await vi.advanceTimersByTimeAsync(900);
    // The same status again is no news.
    n.report(status(1));
    await vi.advanceTimersByTimeAsync(200);
    await expect(followed).resolves.toEqual({kind: 'timeout', why: 'quiet', seconds: 1, last: status(1)});
    expect(n.state.unsubscribed).toBe(1);
  });

  it('news resets the quiet time, and the seal still has its own limit from the start', async () => {
    const n = node();
    const followed = follow(n.subscribe, {quietMs: 1000, sealMs: 2500});
    let settled = false;
    void followed.then(() => (settled = true));
    for (const code of [1, 2, 3]) {
      await vi.advanceTimersByTimeAsync(800);
      n.report(status(code));
    }
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await expect(followed).resolves.toEqual({kind: 'timeout', why: 'seal', seconds: 2.5, last: status(3)});
  });

  it('uses 30 s of quiet and 120 s to the seal by default, and ends on the subscription’s error', async () => {
    expect([QUIET_MS, SEAL_MS]).toEqual([30_000, 120_000]);
    const quiet = node();
    const followed = follow(quiet.subscribe);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    quiet.report(status(1));
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    quiet.report(status(2));
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    await expect(followed).resolves.toMatchObject({kind: 'timeout', why: 'quiet', seconds: 30});
    const broken = node();
    const failed = follow(broken.subscribe);
    broken.fail(new Error('socket closed'));
    await expect(failed).resolves.toEqual({kind: 'error', message: 'socket closed'});
    // Reports after the end change nothing.
    broken.report(status(4));
    await expect(failed).resolves.toEqual({kind: 'error', message: 'socket closed'});
  });
});
