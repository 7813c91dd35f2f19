/** Builds the emulator the contract tests start (examples/toolchain/build.sh: seconds when up to date). */
import {ensureToolchain, skipRequested} from '../../examples/harness/toolchain';

export default function setup(): void {
  if (skipRequested()) {
    console.log('access-api contract: skipped on request (EXAMPLES_SKIP=1): no answer of a node was checked');
    return;
  }
  ensureToolchain();
}
