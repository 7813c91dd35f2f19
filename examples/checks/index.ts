/** The example checks `npm run test:examples` runs, in order. Each one is a module of this folder. */
import type {Check} from '../harness/report';
import {goCheck} from './go';
import {solidityCheck} from './solidity';
import {typescriptCheck} from './typescript';

export const checks: Check[] = [goCheck, solidityCheck, typescriptCheck];
