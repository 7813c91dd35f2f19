/**
 * npm run test:examples [-- --only NAME[,NAME]]: every example check, then one summary line.
 * Builds the toolchain first when a check needs it (examples/toolchain/build.sh). EXAMPLES_SKIP=1
 * skips the checks on a machine without Go, saying so; CI never skips them.
 */
import {checks} from './checks';
import {addTally, emptyTally, exitWith, formatFinding, summaryLine, writeJobSummary, type Apart, type Finding} from './harness/report';
import {ensureToolchain, skipRequested, toolchainVersions} from './harness/toolchain';

async function main(): Promise<number> {
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex >= 0 ? new Set((process.argv[onlyIndex + 1] ?? '').split(',')) : null;
  const selected = checks.filter((check) => !only || only.has(check.name));
  if (only && selected.length !== only.size) {
    console.error(`examples: --only names unknown checks; the checks are ${checks.map((c) => c.name).join(', ')}`);
    return 2;
  }

  if (skipRequested()) {
    if (process.env.CI) {
      console.error('examples: EXAMPLES_SKIP is set, but CI never skips the example checks');
      return 2;
    }
    console.log('examples: skipped on request (EXAMPLES_SKIP=1): no example was checked');
    return 0;
  }

  if (selected.some((check) => check.needsToolchain)) {
    ensureToolchain();
    const v = toolchainVersions();
    console.log(
      `examples: Cadence ${v.lintCadence} with cadence-tools/lint ${v.lint} (the linter of Flow CLI ${v.flowCli}); ` +
        `flow-emulator ${v.emulator} (Cadence ${v.emulatorCadence})`,
    );
  }

  const tally = emptyTally();
  const failures: Finding[] = [];
  const apart: Apart[] = [];
  for (const check of selected) {
    const started = Date.now();
    console.log(`\n-- ${check.name}`);
    try {
      const result = await check.run();
      addTally(tally, result.tally);
      failures.push(...result.failures);
      apart.push(...result.apart);
      for (const failure of result.failures) console.log(`FAIL ${formatFinding(failure)}`);
      console.log(`-- ${check.name}: ${result.failures.length} failures, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      failures.push({file: `examples/checks (${check.name})`, message: (error as Error).stack ?? String(error)});
      console.log(`FAIL ${check.name} could not run: ${(error as Error).stack ?? error}`);
    }
  }

  if (apart.length) {
    console.log('\nCounted apart (not checked whole), with their reasons:');
    for (const a of apart) console.log(`  ${a.line ? `${a.file}:${a.line}` : a.file} [${a.kind}] ${a.reason}`);
  }
  console.log(`\n${summaryLine(tally, failures.length)}`);
  writeJobSummary(tally, failures);
  return failures.length ? 1 : 0;
}

exitWith(main);
