/**
 * Real data on a fresh emulator for the Access API contract tests: an account created with a key
 * and a contract, a transaction signed by that new key which emits the contract's event, a
 * transaction that fails, and the blocks they make.
 */
import {newServiceKey, startEmulator, type Emulator} from '../../examples/harness/emulator';
import {arg, b64, fromB64, FlowRest, type Signer, type TransactionResult} from './flow-rest';

export const GREETER = `access(all) contract Greeter {
    access(all) event Greeted(message: String, count: UInt64)

    access(all) var count: UInt64

    access(all) fun greet(_ message: String) {
        self.count = self.count + 1
        emit Greeted(message: message, count: self.count)
    }

    init() {
        self.count = 0
    }
}
`;

const CREATE_ACCOUNT = `transaction(publicKey: String, code: String) {
    prepare(signer: auth(BorrowValue, Storage) &Account) {
        let account = Account(payer: signer)
        account.keys.add(
            publicKey: PublicKey(publicKey: publicKey.decodeHex(), signatureAlgorithm: SignatureAlgorithm.ECDSA_P256),
            hashAlgorithm: HashAlgorithm.SHA3_256,
            weight: 1000.0
        )
        account.contracts.add(name: "Greeter", code: code.decodeHex())
    }
}
`;

export const greetTransaction = (address: string) => `import Greeter from 0x${address}

transaction(message: String) {
    prepare(signer: &Account) {}
    execute {
        Greeter.greet(message)
    }
}
`;

export const countScript = (address: string) => `import Greeter from 0x${address}

access(all) fun main(label: String): String {
    return label.concat(Greeter.count.toString())
}
`;

const FAILING = `transaction {
    prepare(signer: &Account) {}
    execute {
        panic("contract test: a deliberate failure")
    }
}
`;

export interface SentTransaction {
  id: string;
  result: TransactionResult;
  /** The height of the block that holds it. */
  height: string;
}

export interface World {
  emulator: Emulator;
  rest: FlowRest;
  service: Signer;
  /** The account the tests create, with one key and the Greeter contract. */
  user: Signer;
  createAccount: SentTransaction;
  greet: SentTransaction;
  fail: SentTransaction;
  /** A.<user>.Greeter.Greeted */
  greetedType: string;
}

function jsonCadence(payload: string): {value: {fields: Array<{name: string; value: {value: unknown}}>}} {
  return JSON.parse(fromB64(payload));
}

export async function createWorld(): Promise<World> {
  const emulator = await startEmulator();
  try {
    const rest = new FlowRest(emulator.restUrl);
    const service: Signer = {address: emulator.serviceAddress, keyIndex: 0, key: emulator.serviceKey};
    const userKey = newServiceKey();

    const height = async (blockId: string) => (await rest.ok<Array<{header: {height: string}}>>(`/blocks/${blockId}`))[0]?.header.height ?? "?";
    const sent = async (signer: Signer, script: string, args: string[]) => {
      const {id, result} = await rest.send(signer, script, args);
      return {id, result, height: await height(result.block_id)};
    };

    const createAccount = await sent(service, CREATE_ACCOUNT, [
      arg({type: 'String', value: userKey.publicKey}),
      arg({type: 'String', value: Buffer.from(GREETER).toString('hex')}),
    ]);
    if (createAccount.result.execution !== 'Success') throw new Error(`creating the account failed: ${createAccount.result.error_message}`);
    const created = createAccount.result.events.find((e) => e.type === 'flow.AccountCreated');
    if (!created) throw new Error(`no flow.AccountCreated event in ${JSON.stringify(createAccount.result.events.map((e) => e.type))}`);
    const address = String(jsonCadence(created.payload).value.fields.find((f) => f.name === 'address')?.value.value).replace(/^0x/, '');
    const user: Signer = {address, keyIndex: 0, key: userKey};

    const greet = await sent(user, greetTransaction(address), [arg({type: 'String', value: 'hello from the contract tests'})]);
    if (greet.result.execution !== 'Success') throw new Error(`the greeting transaction failed: ${greet.result.error_message}`);
    const fail = await sent(service, FAILING, []);
    // Two more blocks, so that ranges and lists of heights have something past the data.
    await sent(service, `transaction { prepare(signer: &Account) {} }`, []);
    await sent(service, `transaction { prepare(signer: &Account) {} }`, []);

    return {emulator, rest, service, user, createAccount, greet, fail, greetedType: `A.${address}.Greeter.Greeted`};
  } catch (error) {
    await emulator.stop();
    throw error;
  }
}

export {b64, fromB64};
