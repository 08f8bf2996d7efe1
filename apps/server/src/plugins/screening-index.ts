import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { buildScreeningIndex, buildScreeningIndexInSlices } from '@sanctions/screening';
import type {
  ListEntity,
  ListId,
  ScreeningIndex,
  ScreeningOptions,
  ScreeningQuery,
} from '@sanctions/screening';
import type { Db } from '../db/client';
import type { listVersions } from '../db/schema/sanctions';
import { countNamedCountries } from '../domains/screening';
import { describeIndex } from '../domains/screening';
import type { IndexChannel, RemoteIndexState } from '../domains/screening';
import { createRemoteIndex } from '../domains/screening';
import { screenInProcess } from '../domains/screening';
import type { ScreenedMany } from '../domains/screening';
import { snapshotKey } from '../domains/screening';
import { readIndexSnapshotFile, writeIndexSnapshotFile } from '../domains/screening';

/** A list record as indexed: the parsed entity plus the id of its `sanction_entries` row. */
export type StoredEntity = ListEntity & { entryId: string };

/** A list version the index was built from; the shape of the search meta's `listVersions` items. */
export interface ActiveListVersion {
  versionId: string;
  sanctionList: ListId;
  listSource: string;
  /** ISO 8601, when the publication states it. */
  publishedAt?: string;
  /** ISO 8601. */
  importedAt?: string;
  entryCount: number;
}

export interface ScreeningIndexSnapshot {
  index: ScreeningIndex<StoredEntity>;
  versions: ActiveListVersion[];
  builtAt: Date;
  /** Wall time of the build (reading the entries and indexing them), for the metrics. */
  buildSeconds: number;
  /** Distinct countries the indexed records name (nationality, address, document): the public coverage. */
  namedCountries: number;
  /** Built from the entries, or loaded from the snapshot file of the same list versions (issue 26). */
  source?: 'build' | 'snapshot';
}

export interface ScreeningIndexHandle {
  /** The index of the active list versions; undefined until built, or while no list version is active. */
  current(): ScreeningIndexSnapshot | undefined;
  /**
   * Whether active list versions are still being indexed: the start-up build has not finished, or a
   * build in progress found versions the served index lacks. A list missing from `current()` meanwhile
   * is loading, not missing (searches answer "loading", not "import the lists").
   */
  isLoading(): boolean;
  /** Rebuilds from the active versions; calls during a build are coalesced into one more build after it. */
  rebuild(): Promise<void>;
  /**
   * Names this instance in activation notices: its own imports rebuild it once per run (ADR 012), so the
   * notices they send are not for it.
   */
  origin: string;
  /**
   * The index's state for readiness and the metrics, and where it is held: in this process
   * (SCREENING_INDEX_MODE=per-worker) or in the cluster primary (per-host, ADR 033).
   */
  describe(): RemoteIndexState & { heldBy: IndexHolder };
  /**
   * Screens the queries through the index, wherever it is held; undefined when no index serves. In a
   * per-host worker the wait for the primary is bounded: it throws 503 SERVICE_UNAVAILABLE, never hangs.
   */
  screenMany(
    queries: readonly ScreeningQuery[],
    options: ScreeningOptions,
  ): Promise<ScreenedMany | undefined>;
}

/** Where the screening index of a process is held. */
export type IndexHolder = 'this-process' | 'cluster-primary';

/**
 * Where the index reads the active list data and hears that another instance activated a version.
 * The list feature owns those queries; app.ts hands them in, so this shared plugin imports no feature.
 */
export interface ScreeningIndexSource {
  findActiveVersions(db: Db): Promise<(typeof listVersions.$inferSelect)[]>;
  findEntriesOfVersions(
    db: Db,
    versionIds: readonly string[],
  ): Promise<{ id: string; data: ListEntity }[]>;
  /** Returns the stop function, or undefined when there is nobody else to hear from. */
  listenForActivations(
    db: Db,
    onActivated: () => void,
    log: FastifyBaseLogger,
    ownOrigin: string,
  ): Promise<(() => Promise<void>) | undefined>;
}

export interface ScreeningIndexOptions {
  source: ScreeningIndexSource;
  /**
   * `before-ready` (default): the app is ready only once the start-up build is done (tests, tools).
   * `background`: the start-up build starts when the app is ready, so the server listens, answers
   * liveness and reports "loading" while it runs; a failed start-up build is retried (ADR 028).
   */
  startupBuild?: 'before-ready' | 'background';
  /**
   * Awaited by each build after it read the active versions and before it reads their entries: lets a
   * test hold a build in progress and observe the "loading" answers. Not set in the product.
   */
  holdBuild?: () => Promise<void>;
  /**
   * Issue 26: the index snapshot file. A build first loads it when it was written for the same list versions
   * and engine version and is intact, instead of reading and indexing every entry; otherwise it builds and
   * writes it. Unset: no snapshot (tests, tools).
   */
  snapshotPath?: string;
  /**
   * Per-host index (ADR 033): this process holds no index and screens through the cluster primary over this
   * channel. Unset: the index is built and held here.
   */
  remote?: { channel: IndexChannel; timeoutMs: number };
  /** Called after every build or load that changed the served index (the primary tells its workers). */
  onChanged?: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** In-memory screening index of this process (ARCHITECTURE 4), rebuilt when a list version is activated. */
    screeningIndex: ScreeningIndexHandle;
  }
}

async function screeningIndexPlugin(
  app: FastifyInstance,
  options: ScreeningIndexOptions,
): Promise<void> {
  if (options.remote !== undefined) {
    decorateRemoteIndex(app, options.remote);
    return;
  }
  const { source, startupBuild = 'before-ready', holdBuild, snapshotPath, onChanged } = options;
  let snapshot: ScreeningIndexSnapshot | undefined;
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let isServing = false;
  let hasStartupBuild = false;
  let isIndexingNewVersions = false;
  let startupRetry: NodeJS.Timeout | undefined;
  let isClosing = false;
  const origin = randomUUID();

  const build = async (): Promise<void> => {
    const versions = await source.findActiveVersions(app.db);
    const ids = versions.map((version) => version.id);
    if (snapshot && sameIds(snapshot.versions, ids)) return;
    if (versions.length === 0) {
      snapshot = undefined;
      onChanged?.();
      return;
    }
    isIndexingNewVersions = true;
    try {
      await holdBuild?.();
      await buildFrom(versions, ids);
    } finally {
      isIndexingNewVersions = false;
      onChanged?.();
    }
  };

  const buildFrom = async (
    versions: (typeof listVersions.$inferSelect)[],
    ids: string[],
  ): Promise<void> => {
    const started = performance.now();
    const key = snapshotKey(ids);
    const loaded = snapshotPath === undefined ? undefined : await loadSnapshot(snapshotPath, key);
    let index = loaded;
    if (index === undefined) {
      const rows = await source.findEntriesOfVersions(app.db, ids);
      const stored: StoredEntity[] = rows.map((row) => ({ ...row.data, entryId: row.id }));
      // Before the server listens there is nobody to serve: the start-up build runs at once, within the
      // plugin start-up timeout, instead of sharing the loop with nothing.
      index = isServing
        ? await runInSlices(buildScreeningIndexInSlices(stored))
        : buildScreeningIndex(stored);
    }
    const entities = index.entities;
    snapshot = {
      index,
      builtAt: app.clock.now(),
      buildSeconds: (performance.now() - started) / 1000,
      namedCountries: countNamedCountries(entities),
      source: loaded === undefined ? 'build' : 'snapshot',
      versions: versions.map((version) => ({
        versionId: version.id,
        sanctionList: version.sanctionList,
        listSource: version.listSource,
        ...(version.publishedAt ? { publishedAt: version.publishedAt.toISOString() } : {}),
        ...(version.importedAt ? { importedAt: version.importedAt.toISOString() } : {}),
        entryCount: version.entryCount,
      })),
    };
    if (snapshotPath !== undefined && loaded === undefined) {
      // A failed write costs the next start a build, nothing else: logged, not thrown.
      await writeIndexSnapshotFile(snapshotPath, index, key).catch((error: unknown) =>
        app.log.warn({ err: error, snapshotPath }, 'screening index snapshot not written'),
      );
    }
    app.log.info(
      {
        entities: entities.length,
        versions: ids.length,
        ms: Math.round(performance.now() - started),
      },
      loaded === undefined ? 'screening index built' : 'screening index loaded from its snapshot',
    );
  };

  const loadSnapshot = async (
    path: string,
    key: string,
  ): Promise<ScreeningIndex<StoredEntity> | undefined> => {
    const read = await readIndexSnapshotFile(path, key);
    if (read.ok) return read.index;
    app.log.info(
      { snapshotPath: path, reason: read.reason, detail: read.detail },
      'index snapshot not used; building',
    );
    return undefined;
  };

  const rebuild = (): Promise<void> => {
    if (!inFlight) {
      inFlight = build().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    }
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return rebuild();
      });
    return queued;
  };

  const isLoading = () => !hasStartupBuild || isIndexingNewVersions;
  app.decorate('screeningIndex', {
    current: () => snapshot,
    isLoading,
    rebuild,
    origin,
    describe: () => ({ ...describeIndex(snapshot, isLoading()), heldBy: 'this-process' as const }),
    screenMany: (queries, screeningOptions) => {
      // A throw of the engine (a malformed query) becomes a rejection, as it is with a per-host index.
      try {
        return Promise.resolve(screenInProcess(snapshot, queries, screeningOptions));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  } satisfies ScreeningIndexHandle);

  const buildInBackground = (): void => {
    rebuild().then(
      () => {
        hasStartupBuild = true;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'screening index start-up build failed; retrying');
        if (!isClosing) startupRetry = setTimeout(buildInBackground, STARTUP_RETRY_MS);
      },
    );
  };

  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (startupBuild === 'background') {
      isServing = true;
      buildInBackground();
    } else {
      await rebuild();
      hasStartupBuild = true;
      isServing = true;
    }
    stopListening = await source.listenForActivations(
      app.db,
      () => {
        rebuild().catch((error: unknown) =>
          app.log.error({ err: error }, 'screening index rebuild failed'),
        );
      },
      app.log,
      origin,
    );
  });
  app.addHook('onClose', async () => {
    isClosing = true;
    clearTimeout(startupRetry);
    await stopListening?.();
    await inFlight?.catch(() => undefined);
  });
}

/**
 * A per-host worker's index (ADR 033): holds nothing, screens through the cluster primary, and follows the
 * primary's state (pushed after each build, asked for at start-up and until the primary first answers).
 */
function decorateRemoteIndex(
  app: FastifyInstance,
  { channel, timeoutMs }: { channel: IndexChannel; timeoutMs: number },
): void {
  const remote = createRemoteIndex(channel, {
    timeoutMs,
    rebuildTimeoutMs: REMOTE_REBUILD_WAIT_MS,
  });
  let retry: NodeJS.Timeout | undefined;
  const askForState = (): void => {
    remote.refresh().catch(() => {
      retry = setTimeout(askForState, STARTUP_RETRY_MS);
    });
  };
  app.decorate('screeningIndex', {
    // No index in this process: every call site screens through `screenMany`.
    current: () => undefined,
    isLoading: () => remote.state().indexing,
    rebuild: () => remote.rebuild(),
    origin: randomUUID(),
    describe: () => ({ ...remote.state(), heldBy: 'cluster-primary' as const }),
    screenMany: (queries, screeningOptions) => remote.screenMany(queries, screeningOptions),
  } satisfies ScreeningIndexHandle);
  app.addHook('onReady', () => {
    askForState();
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    clearTimeout(retry);
    remote.close();
    return Promise.resolve();
  });
}

/** How long a worker waits for the primary to rebuild after it activated a list version. */
const REMOTE_REBUILD_WAIT_MS = 120_000;

/** Wait before the next attempt when the background start-up build failed (e.g. the database was down). */
const STARTUP_RETRY_MS = 5_000;

/** Longest stretch of index building between two turns of the event loop. */
const BUILD_SLICE_MS = 10;

/**
 * Runs a sliced build, giving the event loop a turn every {@link BUILD_SLICE_MS}: a whole build takes
 * seconds (every name of every list), during which requests would otherwise wait. The previous snapshot
 * keeps serving searches until the new one is complete.
 */
async function runInSlices<R>(steps: Generator<void, R, void>): Promise<R> {
  for (;;) {
    const sliceEnd = performance.now() + BUILD_SLICE_MS;
    for (;;) {
      const step = steps.next();
      if (step.done === true) return step.value;
      if (performance.now() >= sliceEnd) break;
    }
    await yieldToEventLoop();
  }
}

function sameIds(versions: readonly ActiveListVersion[], ids: readonly string[]): boolean {
  return (
    versions.length === ids.length && versions.every((version, i) => version.versionId === ids[i])
  );
}

/** Decorates `app.screeningIndex`, built at start-up from the database and kept current (needs `db`, `clock`). */
export default fp(screeningIndexPlugin, {
  name: 'screening-index',
  decorators: { fastify: ['db', 'clock'] },
});
