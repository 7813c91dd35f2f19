/** Shapes shared by the networks plugin and its page components. */

/** One spork, normalised from upstream `sporks.json`. */
export interface Spork {
  /** Key in upstream data, e.g. `mainnet28`. */
  key: string;
  name: string;
  live: boolean;
  /** ISO 8601 time the spork happened. */
  sporkTime: string;
  /** Height of the root block, a decimal string (uint64). */
  rootHeight: string;
  rootParentId: string;
  rootStateCommitment: string;
  /** flow-go commit the spork ran; null where upstream left it blank. */
  gitCommit: string | null;
  versions: {flowGo: string | null; cadence: string | null; docker: string | null};
  accessNodes: string[];
  note: string | null;
}

/** Spork history per upstream network key (`mainnet`, `testnet`), newest first. */
export interface SporkData {
  networks: Record<string, Spork[]>;
}

/** Which input the build used for spork data. */
export interface SporkSource {
  kind: 'remote' | 'file' | 'snapshot';
  location: string;
  /** Why the snapshot was used, when it was. */
  fallbackReason?: string;
}

/** One entry of `data/networks.json`. */
export interface NetworkEntry {
  /** Route segment under /network. */
  slug: string;
  /** Page heading. */
  title: string;
  /** Name of the network the page is about. */
  network: string;
  /** Key of the network in spork data, or null for a network with none (retired). */
  sporkNetwork: string | null;
  status: 'live' | 'retired';
  /** What the page puts first: the access endpoints or the core components. */
  focus: 'access' | 'components';
  summary: string;
  access: {grpc: string; rest: string};
  /** Shown for retired networks: what to use instead. */
  replacement?: string;
}

/** Everything one /network/<slug> page renders (passed with createData). */
export interface NetworkPageData {
  entry: NetworkEntry;
  current: Spork | null;
  past: Spork[];
  others: Array<Pick<NetworkEntry, 'slug' | 'title' | 'status'>>;
  source: SporkSource;
}

/** What the /network index renders. */
export interface NetworkIndexData {
  networks: Array<Pick<NetworkEntry, 'slug' | 'title' | 'network' | 'status' | 'summary'> & {currentSpork: string | null}>;
  source: SporkSource;
}
