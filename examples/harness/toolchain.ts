/**
 * The Flow toolchain of the example checks: where the binaries are, how they are built, and the
 * versions they are pinned to. The pins live only in the go.mod files under examples/toolchain/;
 * everything here reads them from there.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {escapeRegExp} from './text';

export const examplesRoot = path.resolve(__dirname, '..');
export const binDir = path.join(examplesRoot, '.bin');
export const emulatorBin = path.join(binDir, 'emulator');
export const lintBin = path.join(binDir, 'lint');

/**
 * The Flow CLI release whose `flow cadence lint` and `flow emulator` these parts stand for.
 * Flow CLI v2.17.3 (commit 8b1252c26024876f0a046f8279c22d1bc84ea332) requires
 * cadence-tools/lint v1.11.1; its emulator (flow-emulator v1.21.0) is not served by the Go module
 * proxy these machines reach, so the checks run flow-emulator v1.20.0 (see the go.mod files).
 */
export const FLOW_CLI_VERSION = 'v2.17.3';

/** The version a go.mod requires of a module, or an error naming the file and the module. */
export function pinnedVersion(goModFile: string, module: string): string {
  const file = path.join(examplesRoot, 'toolchain', goModFile);
  const text = readFileSync(file, 'utf8');
  const match = new RegExp(`^\\s*(?:require\\s+)?${escapeRegExp(module)}\\s+(v\\S+)`, 'm').exec(text);
  if (!match?.[1]) throw new Error(`${path.relative(process.cwd(), file)}: no requirement of ${module}`);
  return match[1];
}

export interface ToolchainVersions {
  /** flow-emulator, as pinned in examples/toolchain/emulator/go.mod. */
  emulator: string;
  /** The Cadence version inside the emulator (what runs the examples). */
  emulatorCadence: string;
  /** cadence-tools/lint, as pinned in examples/toolchain/lint/go.mod. */
  lint: string;
  /** The Cadence version of the checker and linter (what type-checks the examples). */
  lintCadence: string;
  /** The Flow CLI release whose linter this is. */
  flowCli: string;
}

export function toolchainVersions(): ToolchainVersions {
  return {
    emulator: pinnedVersion('emulator/go.mod', 'github.com/onflow/flow-emulator'),
    emulatorCadence: pinnedVersion('emulator/go.mod', 'github.com/onflow/cadence'),
    lint: pinnedVersion('lint/go.mod', 'github.com/onflow/cadence-tools/lint'),
    lintCadence: pinnedVersion('lint/go.mod', 'github.com/onflow/cadence'),
    flowCli: FLOW_CLI_VERSION,
  };
}

/** True when the contributor asked to skip the example checks (never honoured in CI). */
export function skipRequested(): boolean {
  return /^(1|true)$/i.test(process.env.EXAMPLES_SKIP ?? '');
}

/**
 * Builds the emulator and the linter when their pins changed (examples/toolchain/build.sh), printing
 * what it does. Throws with the script's own message when it fails (for example, no Go).
 */
export function ensureToolchain(): void {
  try {
    execFileSync('bash', [path.join(examplesRoot, 'toolchain', 'build.sh')], {stdio: 'inherit'});
  } catch (error) {
    throw new Error(`examples/toolchain/build.sh failed (${(error as Error).message.split('\n')[0]}); see its output above`);
  }
}
