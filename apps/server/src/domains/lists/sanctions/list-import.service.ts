import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LIST_SOURCES_ALL } from '@sanctions/contracts';
import type {
  ImportRun,
  ImportRunError,
  ImportRunKind,
  ImportRunResult,
  PepSource,
} from '@sanctions/contracts';
import type { DatabaseHandle, Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { toStorableText } from '../../../lib/storable-text';
import { DEFAULT_DOWNLOAD_OPTIONS } from './download-file';
import type { DownloadOptions } from './download-file';
import { downloadErrors, downloadSources } from './download-sources';
import { claimImportRun } from './import-job-slot';
import type { ClaimedImportRun } from './import-job-slot';
import { importPublication, recordFailure } from './import-publication';
import { recomputePartyGroups } from './recompute-party-groups';
import { parsePublicationsInWorker } from './parse-publications-in-worker';
import type { ImportContext } from './import-publication';
import { OFFICIAL_LIST_SOURCES } from './list-sources';
import type { ListSource } from './list-sources';
import { readListFolder } from './read-list-folder';
import { readPepFtmUrl, withPepFtmSource } from './pep-ftm-url';
import { findActiveVersions, updateImportRun } from './sanctions.queries';
import type { ImportRunRow } from './sanctions.queries';
import type { SourcedFile } from './sourced-file';

/** Everything an import needs, taken from the app (or built by a test). */
export interface SanctionsDeps {
  db: Db;
  /** PostgreSQL's dedicated sessions (the cross-process import slot); undefined on PGlite. */
  openSession: DatabaseHandle['openSession'];
  now: () => Date;
  log: FastifyBaseLogger;
  /** LISTS_DIR: a local folder of official files; takes precedence over downloaded copies for a refresh. */
  listsDir: string | undefined;
  /** Where downloads are kept (`<DATA_DIR>/lists`), in the LISTS_DIR layout. */
  downloadDir: string;
  isDownloadEnabled: boolean;
  /** PUBLIC_URL, for links in the e-mails about failed imports. */
  publicUrl: string;
  sources: readonly ListSource[];
  downloadOptions: DownloadOptions;
  /** Called once per run when at least one version was activated (rebuilds the screening index). */
  onActivated: () => Promise<void>;
  /** The screening index's instance name, sent with each activation notice (see notifyVersionActivated). */
  activationOrigin: string;
}

export function sanctionsDeps(app: FastifyInstance): SanctionsDeps {
  return {
    db: app.db,
    openSession: app.database.openSession,
    now: () => app.clock.now(),
    log: app.log,
    listsDir: app.env.LISTS_DIR,
    downloadDir: join(app.env.DATA_DIR, 'lists'),
    isDownloadEnabled: app.env.LIST_DOWNLOAD_ENABLED,
    publicUrl: app.env.PUBLIC_URL,
    sources: OFFICIAL_LIST_SOURCES,
    downloadOptions: DEFAULT_DOWNLOAD_OPTIONS,
    onActivated: () => app.screeningIndex.rebuild(),
    activationOrigin: app.screeningIndex.origin,
  };
}

/** What a run read: the files, and the downloads that failed (already recorded as failed versions). */
interface LoadedFiles {
  files: SourcedFile[];
  errors: ImportRunError[];
  results: ImportRunResult[];
}

type Loader = (ctx: ImportContext) => Promise<LoadedFiles>;

/**
 * Refresh: re-imports LISTS_DIR when configured, else the last downloaded files. Waits for the outcome.
 * Like every run, it throws ImportRunningError while another import runs in any process.
 */
export async function refreshLists(deps: SanctionsDeps, triggeredBy: string): Promise<ImportRun> {
  const dir = deps.listsDir ?? deps.downloadDir;
  const run = await claimImportRun(deps, { kind: 'refresh', triggeredBy });
  return executeRun(deps, run, async () => ({
    files: await readListFolder(dir),
    errors: [],
    results: [],
  }));
}

/**
 * An administrator's PEP file (issue 25): `files` replace the source's stored files under the download folder
 * (`<DATA_DIR>/lists/<source>/`) and that source alone is imported, versioned like any list import (hash,
 * deltas, the ADR 011 checks; a damaged file is a failed version and the active one stays). Waits for the
 * outcome; throws ImportRunningError while another import runs.
 */
export async function importUploadedPepFile(
  deps: SanctionsDeps,
  pepSource: PepSource,
  file: { name: string; bytes: Uint8Array },
  triggeredBy: string,
): Promise<ImportRun> {
  const run = await claimImportRun(deps, { kind: 'refresh', triggeredBy });
  return executeRun(deps, run, async () => {
    const folder = join(deps.downloadDir, pepSource);
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, basename(file.name)), file.bytes);
    return { files: await readListFolder(deps.downloadDir, [pepSource]), errors: [], results: [] };
  });
}

/**
 * Crawl: downloads the official files and imports them; without downloads (offline installations and tests)
 * it reads LISTS_DIR instead. Answers as soon as the run is recorded; `done` settles when it has finished.
 */
export async function crawlLists(
  deps: SanctionsDeps,
  kind: Extract<ImportRunKind, 'crawl' | 'schedule'>,
  triggeredBy: string,
): Promise<{ run: ImportRunRow; done: Promise<ImportRun> }> {
  const loader = crawlLoader(deps);
  const claimed = await claimImportRun(deps, { kind, triggeredBy });
  return { run: claimed.run, done: executeRun(deps, claimed, loader) };
}

/**
 * Start-up: with LISTS_DIR set, imports every list that has no active version yet (a list already imported
 * is left to the schedule and the admin). Returns undefined when there was nothing to do.
 */
export async function importMissingLists(deps: SanctionsDeps): Promise<ImportRun | undefined> {
  const dir = deps.listsDir;
  if (dir === undefined) return undefined;
  const active = new Set(
    (await findActiveVersions(deps.db)).map((version) => version.sanctionList),
  );
  const missing = LIST_SOURCES_ALL.filter((list) => !active.has(list));
  if (missing.length === 0) return undefined;
  const files = await readListFolder(dir, missing);
  if (files.length === 0) return undefined;
  const run = await claimImportRun(deps, { kind: 'startup', triggeredBy: 'startup' });
  return executeRun(deps, run, async () => ({ files, errors: [], results: [] }));
}

function crawlLoader(deps: SanctionsDeps): Loader {
  if (deps.isDownloadEnabled) {
    return async (ctx) => {
      // The customer's licensed FollowTheMoney URL, when an administrator set one, is fetched with the lists.
      const downloaded = await downloadSources(
        withPepFtmSource(deps.sources, await readPepFtmUrl(deps.db)),
        deps.downloadDir,
        deps.downloadOptions,
      );
      const results: ImportRunResult[] = [];
      for (const { source, reason } of downloaded.failures) {
        results.push(
          await recordFailure(ctx, {
            sanctionList: source.sanctionList,
            listSource: source.listSource,
            format: source.format,
            files: [],
            fileHash: null,
            reason,
          }),
        );
      }
      return { files: downloaded.files, errors: downloadErrors(downloaded.failures), results };
    };
  }
  const dir = deps.listsDir;
  if (dir === undefined) {
    throw new AppError(
      'CONFLICT',
      'No list source is configured: list downloads are disabled and LISTS_DIR is not set',
    );
  }
  return async () => ({ files: await readListFolder(dir), errors: [], results: [] });
}

/**
 * Runs the import of a claimed run and frees the import slot once its outcome is recorded; never throws: a
 * fault ends the run as `failed` with its reason.
 */
async function executeRun(
  deps: SanctionsDeps,
  claimed: ClaimedImportRun,
  load: Loader,
): Promise<ImportRun> {
  try {
    return await importClaimedRun(deps, claimed.run, load);
  } finally {
    await claimed.release().catch((error: unknown) => {
      deps.log.error({ err: error, runId: claimed.run.id }, 'releasing the import slot failed');
    });
  }
}

async function importClaimedRun(
  deps: SanctionsDeps,
  run: ImportRunRow,
  load: Loader,
): Promise<ImportRun> {
  const ctx: ImportContext = {
    db: deps.db,
    now: deps.now,
    triggeredBy: run.triggeredBy,
    importRunId: run.id,
    publicUrl: deps.publicUrl,
    activationOrigin: deps.activationOrigin,
  };
  const results: ImportRunResult[] = [];
  const errors: ImportRunError[] = [];
  try {
    const loaded = await load(ctx);
    results.push(...loaded.results);
    errors.push(...loaded.errors);
    const activeFileHashes = (await findActiveVersions(deps.db)).flatMap((version) =>
      version.fileHash === null ? [] : [version.fileHash],
    );
    const { candidates, ignored } = await parsePublicationsInWorker(loaded.files, activeFileHashes);
    if (ignored.length > 0)
      deps.log.warn({ ignored }, 'files that are no list publication were ignored');
    for (const candidate of candidates) results.push(await importPublication(ctx, candidate));
    if (results.length === 0 && errors.length === 0) {
      errors.push({ file: '(none)', message: 'no list file was recognised' });
    }
  } catch (error) {
    deps.log.error({ err: error, runId: run.id }, 'list import run failed');
    errors.push(runError(error));
  }
  // After a fault too: the versions switched in before it are active, and this instance skips the notices
  // of its own activations (ADR 012), so this rebuild is the one that brings them into its index.
  if (results.some((result) => result.outcome === 'activated')) {
    // Before the rebuild: a search answered by the new index finds the groups of the lists it screens.
    try {
      const grouping = await recomputePartyGroups(deps.db, deps.now());
      deps.log.info({ runId: run.id, ...grouping }, 'party groups recomputed');
    } catch (error) {
      deps.log.error({ err: error, runId: run.id }, 'recomputing the party groups failed');
      errors.push(runError(error));
    }
    try {
      await deps.onActivated();
    } catch (error) {
      deps.log.error({ err: error, runId: run.id }, 'screening index rebuild after import failed');
      errors.push(runError(error));
    }
  }
  const status = runStatus(results, errors);
  const finished = await updateImportRun(deps.db, run.id, {
    status,
    results: results.map(storableResult),
    errors: errors.map(storableError),
    finishedAt: deps.now(),
  });
  deps.log.info(
    { runId: run.id, kind: run.kind, status, results: results.map(summarise) },
    'list import run finished',
  );
  return toImportRun(finished ?? { ...run, status, results, errors });
}

function runError(error: unknown): ImportRunError {
  return { file: '(run)', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Messages and reasons quote files, downloads and database errors (which quote the values): the run's
 * outcome is stored with them made storable (issue 24 §4), so recording it can never be what fails.
 */
function storableError(error: ImportRunError): ImportRunError {
  return { file: toStorableText(error.file), message: toStorableText(error.message) };
}

function storableResult(result: ImportRunResult): ImportRunResult {
  return { ...result, reason: result.reason === null ? null : toStorableText(result.reason) };
}

function runStatus(results: ImportRunResult[], errors: ImportRunError[]): ImportRun['status'] {
  const failed = results.filter((result) => result.outcome === 'failed').length;
  if (results.length - failed === 0) return 'failed';
  return failed > 0 || errors.length > 0 ? 'partial' : 'succeeded';
}

function summarise(result: ImportRunResult): string {
  return `${result.listSource}: ${result.outcome} (${result.entryCount} entries, +${result.addedCount} -${result.removedCount} ~${result.changedCount})`;
}

/** Row -> contract shape (ISO times). */
export function toImportRun(row: ImportRunRow): ImportRun {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    triggeredBy: row.triggeredBy,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    results: row.results,
    errors: row.errors,
  };
}
