import {describe, expect, it} from 'vitest';
import {Cli, loadFacts, validateFacts} from './facts';

describe('the CLI facts file', () => {
  it('names the file and the field of a bad entry', () => {
    const facts = structuredClone(loadFacts()) as unknown as {commands: Array<{flags: Array<{default: unknown}>}>};
    facts.commands[3]!.flags[0]!.default = 1000;
    expect(() => validateFacts(facts, 'x.json')).toThrow('x.json: commands[3].flags[0].default is not a string');
    expect(() => validateFacts({...facts, source: {commit: 'abc'}}, 'x.json')).toThrow('x.json: source.commit is not a 40-hex commit');
  });
  it('holds Flow CLI v2.17.3 as read from its source: aliases, inherited emulator flags, cobra commands', () => {
    const facts = loadFacts();
    expect(facts.source).toMatchObject({version: 'v2.17.3', commit: '8b1252c26024876f0a046f8279c22d1bc84ea332'});
    const cli = new Cli(facts);
    expect(cli.root.children.get('tx')?.path).toBe('flow transactions');
    expect(cli.node('flow transactions')?.children.get('status')?.path).toBe('flow transactions get');
    const snapshot = cli.effectiveFlags(cli.node('flow emulator snapshot')!);
    expect(snapshot.get('persist')?.from).toBe('flow emulator');
    expect(snapshot.get('network')?.from).toBe('global');
    expect(cli.node('flow completion zsh')?.fact?.addedBy).toBe('cobra');
    const send = cli.ownFlags(cli.node('flow transactions send')!);
    expect(send.find((f) => f.name === 'compute-limit')).toMatchObject({default: '1000'});
    expect(send.find((f) => f.name === 'gas-limit')).toMatchObject({default: '0', deprecated: 'use compute-limit'});
  });
  it('refuses a network outside the CLI\'s networks and a restriction without the code that makes it', () => {
    const facts = structuredClone(loadFacts()) as unknown as {commands: Array<{path: string; networks?: unknown}>};
    const fund = facts.commands.findIndex((c) => c.path === 'flow accounts fund');
    facts.commands[fund]!.networks = {accepts: ['previewnet'], checks: [{rejects: ['mainnet'], subject: 'address', source: 'x'}]};
    expect(() => validateFacts(facts, 'x.json')).toThrow(`x.json: commands[${fund}].networks.accepts names a network outside emulator, testnet, mainnet`);
    facts.commands[fund]!.networks = {accepts: ['testnet'], checks: []};
    expect(() => validateFacts(facts, 'x.json')).toThrow(`x.json: commands[${fund}].networks.checks is empty`);
  });
});

describe('what the commands do, as read from the CLI\'s source', () => {
  const facts = loadFacts();
  const cli = new Cli(facts);
  const fact = (path: string) => cli.node(path)!.fact!;
  const at = (source: string) => source.replace(/^.*@v[\d.]+\//, '');

  it('reads the networks a command refuses, from the comparisons that return an error', () => {
    expect(facts.networks.names).toEqual(['emulator', 'testnet', 'mainnet']);
    const fund = fact('flow accounts fund').networks;
    expect(fund).toMatchObject({accepts: ['emulator', 'testnet'], checks: [{rejects: ['mainnet'], subject: 'address'}]});
    expect(fund !== 'all' && at(fund!.checks[0]!.source)).toBe('internal/accounts/fund.go:113');
    const staking = fact('flow accounts staking-info').networks;
    expect(staking).toMatchObject({accepts: ['testnet', 'mainnet'], checks: [{rejects: ['emulator'], subject: 'chain', message: 'emulator chain not supported'}]});
    expect(fact('flow accounts get').networks).toBe('all');
    expect(fact('flow transactions send').networks).toBe('all');
  });

  it('reads the URLs a command opens or requests, with constants and string functions evaluated', () => {
    expect(fact('flow accounts fund').opens).toEqual([
      expect.objectContaining({url: 'https://testnet-faucet.onflow.org/fund-account?address=%s', how: 'browser'}),
    ]);
    expect(fact('flow accounts create').opens?.map((o) => `${o.how} ${o.url}`)).toEqual([
      'POST https://openapi.wallet.flow.com/v1/address',
      'POST https://openapi.wallet.flow.com/v1/address/testnet',
    ]);
    expect(fact('flow transactions sign').opens?.map((o) => `${o.how} --${o.flag}`)).toEqual(['GET --from-remote-url', 'POST --from-remote-url']);
    expect(facts.commandWrapper.opens).toEqual([expect.objectContaining({url: 'https://formulae.brew.sh/api/formula/flow-cli.json', how: 'GET'})]);
  });

  it('reads the files a command writes, with the flow.json sections it changes', () => {
    const create = fact('flow accounts create').writes!;
    expect(create).toContainEqual(expect.objectContaining({file: 'flow.json', kind: 'configuration', sections: ['accounts']}));
    expect(create).toContainEqual(expect.objectContaining({file: '%v.pkey', kind: 'file'}));
    expect(fact('flow config add network').writes).toEqual([expect.objectContaining({file: 'flow.json', kind: 'configuration', flag: 'config-path', sections: ['networks']})]);
    expect(fact('flow test').writes).toContainEqual(expect.objectContaining({kind: 'file', flag: 'coverprofile'}));
    expect(fact('flow accounts get').writes ?? []).toEqual([]);
    expect(facts.commandWrapper.writes).toContainEqual(expect.objectContaining({kind: 'file', flag: 'save'}));
  });

  it('reads the lines a command prints: logger, results through a tabwriter, prompts, zerolog, errors', () => {
    const formats = (path: string) => new Map(fact(path).prints!.map((p) => [p.format, `${p.via} ${at(p.source)}`]));
    const fund = formats('flow accounts fund');
    expect(fund.get('🌐 Opening Testnet faucet to fund %s...')).toBe('logger internal/accounts/fund.go:130');
    expect(fund.get('Select an account to fund:')).toBe('prompt internal/accounts/fund.go:93');
    expect(fund.get('❌ Funding is only supported for testnet and emulator addresses: %s')).toBe('error internal/accounts/fund.go:121');
    expect(formats('flow accounts get').get('Address\t 0x%v')).toBe('print internal/accounts/accounts.go:105');
    expect(formats('flow emulator').get('%v INF 🌱 Starting gRPC server on port %d port=%v')).toBe('log server/server.go:511');
    expect(formats('flow test').get('Test results: %q')).toBe('print test_runner.go:989');
    expect(new Set(facts.commandWrapper.prints.map((p) => p.format))).toContain('❌ Command Error: %s');
  });
});

describe('what the commands need, hide and edit, as read from the CLI\'s source', () => {
  const facts = loadFacts();
  const cli = new Cli(facts);
  const fact = (path: string) => cli.node(path)!.fact!;
  const at = (source: string) => source.replace(/^.*@v[\d.]+\//, '');

  it('reads whether a command needs flow.json: RunS, what a Run command reaches, and commands outside the wrapper', () => {
    expect(fact('flow accounts create').config).toMatchObject({needs: 'required', error: 'missing configuration'});
    expect(at(fact('flow accounts create').config!.source)).toBe('internal/command/command.go:148');
    expect(fact('flow keys generate').config?.needs).toBe('optional');
    expect(fact('flow transactions get').config?.needs).toBe('optional');
    const script = fact('flow scripts execute').config!;
    expect(script.needs).toBe('required');
    expect(script.via?.map((v) => v.replace(/github\.com\S*?@v[\d.]+\//g, ''))).toEqual(['Flowkit.ExecuteScript (flowkit.go:818)']);
    expect(fact('flow emulator').config).toMatchObject({needs: 'required', unless: ['--init', '--service-priv-key']});
    expect(fact('flow mcp').config?.needs).toBe('optional');
    expect(fact('flow version').config?.needs).toBe('not read');
    expect(fact('flow cadence language-server').config?.needs).toBe('unknown');
  });

  it('reads the hosts: the Access API a command calls, and the wrapper\'s version check, usage metrics and crash reports with what turns them off', () => {
    expect(fact('flow transactions get').contacts?.[0]?.what).toMatch(/Access API/);
    expect(fact('flow keys generate').contacts ?? []).toEqual([]);
    expect(facts.commandWrapper.versionCheck).toMatchObject({url: 'https://formulae.brew.sh/api/formula/flow-cli.json', disabledBy: ['--skip-version-check']});
    expect(facts.commandWrapper.usageMetrics).toMatchObject({disabledBy: ['flow settings metrics disable']});
    expect(at(facts.commandWrapper.usageMetrics.source)).toBe('internal/command/command.go:140');
    expect(facts.commandWrapper.crashReports.what).toMatch(/Sentry/);
  });

  it('reads what the default output leaves out and the flag that brings it back', () => {
    const hides = fact('flow transactions get').hides!;
    expect(hides.map((h) => `${h.what} ${h.how} ${h.flag}`)).toEqual([
      'Code hidden --include code',
      'Fee Events hidden --include fee-events',
      'Payload hidden --include payload',
      'Signatures minimized --include signatures',
    ]);
    expect(at(hides[1]!.source)).toBe('internal/transactions/transactions.go:251');
    expect(fact('flow blocks get').hides?.map((h) => h.flag)).toEqual(['--include transactions']);
    expect(fact('flow accounts get').hides?.map((h) => h.flag)).toEqual(['--include contracts', '--include keys']);
  });

  it('reads how the configuration commands prompt, refuse, write and treat an entry already there', () => {
    const account = fact('flow config add account').edits!;
    expect(account.prompts?.[0]).toMatchObject({when: 'none of --name, --address, --private-key is given'});
    expect(account.refuses?.[0]).toMatchObject({error: 'name must be provided', when: 'no --name is given'});
    expect(account.saves).toContainEqual(expect.objectContaining({key: 'inline'}));
    expect(account.existing).toEqual([expect.objectContaining({section: 'accounts', match: 'Name', action: 'replaced'})]);
    expect(fact('flow config add alias').edits!.existing).toContainEqual(expect.objectContaining({entry: 'Aliases', match: 'Network', action: 'kept'}));
    expect(fact('flow config remove network').edits!.existing?.[0]).toMatchObject({action: 'removed', detail: expect.stringContaining('network named %s does not exist in configuration')});
    const create = fact('flow accounts create').edits!;
    expect(create.saves?.filter((s) => s.key).map((s) => `${s.key}: ${s.when}`)).toEqual([
      'inline: no --key is given; the network is emulator',
      'file: no --key is given; the network is not emulator',
    ]);
    const deps = fact('flow dependencies install').edits!;
    expect(deps.prompts?.map((p) => p.skippedBy)).toContainEqual(['--update', '--skip-update-prompts']);
    expect(deps.refuses?.map((r) => r.error)).toContain('cannot use both --update and --skip-update-prompts flags together');
    expect(deps.existing).toContainEqual(expect.objectContaining({section: 'dependencies', action: 'replaced'}));
    expect(fact('flow dependencies add').edits).toEqual({});
  });

  it('lists the flow.json fields flowkit reads', () => {
    const fields = facts.flowJson.fields.map((f) => f.field);
    expect(fields).toContain('accounts.*.key.resourceID');
    expect(fields).toContain('dependencies.*.block_height');
    expect(fields).toContain('emulators.*.serviceAccount');
    expect(fields).not.toContain('emulators.*.host');
    expect(at(facts.flowJson.source)).toBe('config/json/config.go:144');
  });
});
