/**
 * The Flow Developer Portal's MCP server, over stdio:
 *
 *   npm run -s mcp                                          # reads the build in build/
 *   npm run -s mcp -- --site https://developers.flow.com    # reads the deployed site
 *   npm run -s mcp -- --site path/to/build --timeout 20
 *
 * Tools: search_docs, get_page, get_access_api_operation, core_contract_address (server.ts).
 * stdout carries the protocol only; messages go to stderr.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createServer} from './server';
import {openSite} from './source';

const USAGE = `Usage: npm run -s mcp -- [--site <build folder or https URL>] [--timeout <seconds>]
  --site     where the site is read: a build folder (default: build) or a deployed site's URL
  --timeout  how long a request to a deployed site may take, in seconds (default: 10)`;

interface Arguments {
  site: string;
  timeoutMs: number;
}

/** The command line's options; an Error naming the option when one is unknown or has no usable value. */
function parseArguments(argv: string[]): Arguments | 'help' {
  const options: Arguments = {site: 'build', timeoutMs: 10_000};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === '--help' || flag === '-h') return 'help';
    if (flag !== '--site' && flag !== '--timeout') throw new Error(`unknown option ${flag}`);
    const value = inline ?? argv[(i += 1)];
    if (value === undefined || value === '') throw new Error(`${flag} needs a value`);
    if (flag === '--site') options.site = value;
    else {
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 300) throw new Error(`--timeout ${value}: give a number of seconds between 0 and 300`);
      options.timeoutMs = seconds * 1000;
    }
  }
  return options;
}

async function main(): Promise<void> {
  let options: Arguments | 'help';
  try {
    options = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`flow-docs MCP server: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.error(USAGE);
    return;
  }
  const site = await openSite(options.site, {timeoutMs: options.timeoutMs, cwd: process.cwd()});
  const server = createServer(site);
  const transport = new StdioServerTransport();
  // The client closing our stdin ends the session.
  process.stdin.once('end', () => {
    void server.close().finally(() => process.exit(0));
  });
  await server.connect(transport);
  console.error(`flow-docs MCP server: reading ${site.kind === 'directory' ? 'the build in' : 'the site at'} ${site.label} (stdio)`);
}

main().catch((error: unknown) => {
  console.error(`flow-docs MCP server: ${(error as Error).message}`);
  process.exit(1);
});
