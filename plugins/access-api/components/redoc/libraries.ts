/**
 * The libraries Redoc's bundle requires at its top (redoc/bundles/redoc.browser.lib.js),
 * imported on their own so that loadReference.ts can evaluate them in a task before Redoc's
 * bundle evaluates in the next: together they were one task of several hundred milliseconds
 * on a phone. They resolve to the same modules as Redoc's requires (none is nested under
 * redoc/node_modules but eventemitter3, which is left to Redoc).
 */
import 'mobx';
import 'mobx-react';
import 'styled-components';
import 'prismjs';
import 'dompurify';
import 'openapi-sampler';
import 'yaml';
import 'lunr';
import 'mark.js';
import 'react-tabs';
import 'perfect-scrollbar';
import 'slugify';
import 'stickyfill';
import 'url-template';
import 'json-pointer';
import 'classnames';
import 'decko';
import 'fast-safe-stringify';
