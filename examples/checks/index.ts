/** The example checks `npm run test:examples` runs, in order. Each one is a module of this folder. */
import type {Check} from '../harness/report';
import {cadence} from './cadence';
import {cadenceRun} from './cadence-run';
import {cliCheck} from './cli';

export const checks: Check[] = [cadence, cadenceRun, cliCheck];
