/**
 * A real Flow client for the example checks: FCL (@onflow/fcl, over the emulator's REST API) with
 * a signer that holds the emulator's service key. Executes scripts, sends transactions and waits
 * for their seal, creates accounts (each with the service key) and deploys contracts.
 */
import {createPrivateKey, sign} from 'node:crypto';
import * as fcl from '@onflow/fcl';
import type {Emulator, ServiceKey} from './emulator';

/** What a transaction came to once sealed. */
export interface TransactionOutcome {
  id: string;
  /** The error the Flow VM reported, '' when none. */
  error: string;
  events: Array<{type: string; data: Record<string, unknown>}>;
}

export interface FlowClient {
  serviceAddress: string;
  /** Runs a script; returns its result decoded by FCL, or throws with the emulator's error. */
  script(code: string, args?: CadenceArg[]): Promise<unknown>;
  /** Sends a transaction authorized by the given accounts (the service account pays) and waits for its seal. */
  transaction(code: string, authorizers: string[], args?: CadenceArg[]): Promise<TransactionOutcome>;
  /** A new account whose only key is the service key. */
  createAccount(): Promise<string>;
  /** Deploys (adds) a contract to an account; returns the sealed outcome. */
  deploy(address: string, name: string, code: string, args?: CadenceArg[]): Promise<TransactionOutcome>;
  /** Updates a contract the account already has (as `flow accounts update-contract` does). */
  update(address: string, name: string, code: string): Promise<TransactionOutcome>;
  /** Sends FLOW from the service account (which holds the emulator's supply) to an account. */
  fund(address: string, amount: string): Promise<void>;
  /**
   * Deploys EVM creation bytecode (hex) from the account's COA at /storage/evm; returns the new
   * contract's EVM address (0x-prefixed), read from the EVM.TransactionExecuted event.
   */
  deployEvm(address: string, bytecodeHex: string): Promise<string>;
}

/** A transaction or script argument: its JSON-Cadence type and value, as FCL's `arg` takes them. */
export interface CadenceArg {
  value: unknown;
  type: fcl.CadenceType;
}

/**
 * FCL warns on every transaction it follows on the emulator that it polls instead of subscribing
 * (the emulator has no WebSocket streaming). That one expected message, printed hundreds of times
 * per run, is dropped; every other warning is printed.
 */
const POLLING_NOTICE = 'Events are not supported on the Flow emulator, falling back to legacy polling.';
let warnFiltered = false;
function dropPollingNotice(): void {
  if (warnFiltered) return;
  warnFiltered = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (args.length === 1 && args[0] === POLLING_NOTICE) return;
    warn(...args);
  };
}

/** Signs a message (hex) with an account key as Flow expects it: ECDSA P-256 over its SHA3-256 digest, r || s in hex. */
export function signer(key: Pick<ServiceKey, 'privateKey' | 'publicKey'>) {
  const pub = Buffer.from(key.publicKey, 'hex');
  const privateKey = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: Buffer.from(key.privateKey, 'hex').toString('base64url'),
      x: pub.subarray(0, 32).toString('base64url'),
      y: pub.subarray(32).toString('base64url'),
    },
  });
  // Flow signs the SHA3-256 digest of the message with ECDSA P-256; signatures are r || s.
  return (messageHex: string) => sign('sha3-256', Buffer.from(messageHex, 'hex'), {key: privateKey, dsaEncoding: 'ieee-p1363'}).toString('hex');
}

/**
 * `core` (name → address of the emulator's core contracts, from coreContracts) is needed by `fund`
 * only.
 */
export async function flowClient(emulator: Emulator, core: Record<string, string> = {}): Promise<FlowClient> {
  dropPollingNotice();
  await fcl.config().put('accessNode.api', emulator.restUrl).put('flow.network', 'local').put('logger.level', 0);
  const signHex = signer(emulator.serviceKey);
  const authorization = (address: string) =>
    async (account: Record<string, unknown>) => ({
      ...account,
      tempId: `${address}-0`,
      addr: fcl.sansPrefix(address),
      keyId: 0,
      signingFunction: async (signable: {message: string}) => ({
        addr: fcl.withPrefix(address),
        keyId: 0,
        signature: signHex(signable.message),
      }),
    });
  const service = `0x${emulator.serviceAddress}`;

  const client: FlowClient = {
    serviceAddress: service,
    async script(code, args = []) {
      return fcl.query({cadence: code, args: (arg) => args.map((a) => arg(a.value, a.type))});
    },
    async transaction(code, authorizers, args = []) {
      const id = await fcl.mutate({
        cadence: code,
        args: (arg) => args.map((a) => arg(a.value, a.type)),
        proposer: authorization(service) as never,
        payer: authorization(service) as never,
        authorizations: authorizers.map((a) => authorization(a)) as never,
        limit: 9999,
      });
      try {
        const sealed = await fcl.tx(id).onceSealed();
        return {id, error: sealed.errorMessage ?? '', events: sealed.events as TransactionOutcome['events']};
      } catch (error) {
        // FCL rejects a sealed transaction that failed; its message is the VM's error.
        return {id, error: (error as Error).message ?? String(error), events: []};
      }
    },
    async createAccount() {
      const outcome = await client.transaction(
        `transaction(publicKey: String) {
          prepare(signer: auth(BorrowValue) &Account) {
            let account = Account(payer: signer)
            account.keys.add(
              publicKey: PublicKey(publicKey: publicKey.decodeHex(), signatureAlgorithm: SignatureAlgorithm.ECDSA_P256),
              hashAlgorithm: HashAlgorithm.SHA3_256,
              weight: 1000.0
            )
          }
        }`,
        [service],
        [{value: emulator.serviceKey.publicKey, type: fcl.t.String!}],
      );
      if (outcome.error) throw new Error(`creating an account failed: ${outcome.error}`);
      const created = outcome.events.find((e) => e.type === 'flow.AccountCreated');
      if (!created) throw new Error('creating an account sealed without a flow.AccountCreated event');
      return String(created.data.address);
    },
    async deploy(address, name, code, args = []) {
      const params = args.map((_, i) => `a${i}: ${typeName(args[i]!)}`).join(', ');
      const call = args.map((_, i) => `, a${i}`).join('');
      return client.transaction(
        `transaction(name: String, code: String${params ? `, ${params}` : ''}) {
          prepare(signer: auth(AddContract) &Account) {
            signer.contracts.add(name: name, code: code.utf8${call})
          }
        }`,
        [address],
        [{value: name, type: fcl.t.String!}, {value: code, type: fcl.t.String!}, ...args],
      );
    },
    async update(address, name, code) {
      return client.transaction(
        `transaction(name: String, code: String) {
          prepare(signer: auth(UpdateContract) &Account) {
            signer.contracts.update(name: name, code: code.utf8)
          }
        }`,
        [address],
        [{value: name, type: fcl.t.String!}, {value: code, type: fcl.t.String!}],
      );
    },
    async fund(address, amount) {
      if (!core.FungibleToken || !core.FlowToken) throw new Error('flowClient needs the core contracts\' addresses to send FLOW');
      const outcome = await client.transaction(
        `import FungibleToken from ${core.FungibleToken}
        import FlowToken from ${core.FlowToken}
        transaction(to: Address, amount: UFix64) {
          prepare(signer: auth(BorrowValue) &Account) {
            let vault = signer.storage.borrow<auth(FungibleToken.Withdraw) &FlowToken.Vault>(from: /storage/flowTokenVault)
              ?? panic("the service account has no FLOW vault")
            getAccount(to).capabilities.borrow<&{FungibleToken.Receiver}>(/public/flowTokenReceiver)!
              .deposit(from: <-vault.withdraw(amount: amount))
          }
        }`,
        [service],
        [{value: address, type: fcl.t.Address!}, {value: amount, type: fcl.t.UFix64!}],
      );
      if (outcome.error) throw new Error(`funding ${address} failed: ${outcome.error}`);
    },
    async deployEvm(address, bytecodeHex) {
      if (!core.EVM) throw new Error('flowClient needs the EVM contract\'s address to deploy EVM code');
      const outcome = await client.transaction(
        `import EVM from ${core.EVM}
        transaction(code: String) {
          prepare(signer: auth(BorrowValue) &Account) {
            let coa = signer.storage.borrow<auth(EVM.Deploy) &EVM.CadenceOwnedAccount>(from: /storage/evm)
              ?? panic("the account has no COA at /storage/evm")
            let result = coa.deploy(code: code.decodeHex(), gasLimit: 15_000_000, value: EVM.Balance(attoflow: 0))
            assert(result.status == EVM.Status.successful, message: "EVM deploy failed: ".concat(result.errorMessage))
          }
        }`,
        [address],
        [{value: bytecodeHex, type: fcl.t.String!}],
      );
      if (outcome.error) throw new Error(`deploying EVM code from ${address} failed: ${outcome.error}`);
      const executed = outcome.events.find((e) => e.type.endsWith('.EVM.TransactionExecuted') && e.data.contractAddress);
      if (!executed) throw new Error('the EVM deploy sealed without an EVM.TransactionExecuted event naming the contract');
      const hex = String(executed.data.contractAddress).replace(/^0x/, '');
      return `0x${hex}`;
    },
  };
  return client;
}

/**
 * An argument given as JSON-Cadence (what `flow ... --args-json` takes), with the Cadence type it is
 * declared as (the label a deploy transaction declares its parameter with).
 */
export function jsonArg(json: unknown, cadenceType: string): CadenceArg {
  const identity = (v: unknown) => v;
  return {value: json, type: {label: cadenceType, asArgument: identity, asInjection: identity} as fcl.CadenceType};
}

function typeName(arg: CadenceArg): string {
  if (!arg.type.label) throw new Error('a contract argument needs a type with a label');
  return arg.type.label;
}
