/** The example checks `npm run test:examples` runs, in order. Each one is a module of this folder. */
import type {Check} from '../harness/report';
import {addressesCheck} from './addresses';
import {cadence} from './cadence';
import {cadenceRun} from './cadence-run';
import {cliCheck} from './cli';
import {factsCheck} from './facts';
import {goCheck} from './go';
import {solidityCheck} from './solidity';
import {typescriptCheck} from './typescript';

export const checks: Check[] = [cadence, cadenceRun, cliCheck, goCheck, solidityCheck, typescriptCheck, factsCheck, addressesCheck];
