import { IMPORT_RUN_INTERRUPTED, SANCTIONS_MESSAGES } from '@sanctions/contracts';
import type { ImportRunKind } from '@sanctions/contracts';
import type { DatabaseHandle, Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { closeRunningImportRuns, findRunningImportRun } from './import-runs.queries';
import { insertImportRun } from './sanctions.queries';
import type { ImportRunRow } from './sanctions.queries';

// Any constant works; it only has to be the same for every instance sharing one database.
const IMPORT_SLOT_LOCK_KEY = 727_003;
/** A holder takes the lock just before inserting its run: wait this long for the row to become visible. */
const CLAIM_ATTEMPTS = 20;
const CLAIM_RETRY_MS = 100;

export interface ImportSlotDeps {
  db: Db;
  /** PostgreSQL's dedicated sessions; undefined on PGlite (one process owns the database). */
  openSession: DatabaseHandle['openSession'];
  now: () => Date;
}

/** Another import holds the slot: answered 409 with its job id. */
export class ImportRunningError extends AppError {
  constructor(readonly runningRunId: string) {
    super('CONFLICT', SANCTIONS_MESSAGES.importRunning);
  }
}

interface SlotHold {
  release(): Promise<void>;
}

// PGlite: the data folder lock keeps every other process out, so the slot is this process's, per database.
const localSlots = new WeakSet<Db>();

/**
 * One list import at a time across processes and instances. On PostgreSQL the slot is a session-level
 * advisory lock on a dedicated connection held for the whole run: it disappears with the process (kill -9
 * closes the connection), so whoever holds it knows every other `running` row is left over from a dead
 * process and closes it as interrupted before recording its own run.
 */
async function holdSlot(deps: ImportSlotDeps): Promise<SlotHold | undefined> {
  if (!deps.openSession) {
    if (localSlots.has(deps.db)) return undefined;
    localSlots.add(deps.db);
    return {
      release: async () => {
        localSlots.delete(deps.db);
      },
    };
  }
  const session = await deps.openSession();
  try {
    const [row] = await session.query('select pg_try_advisory_lock($1) as locked', [
      IMPORT_SLOT_LOCK_KEY,
    ]);
    // Closing the session releases the lock; no explicit unlock is needed.
    if (row?.locked === true) return { release: () => session.close() };
  } catch (error) {
    await session.close();
    throw error;
  }
  await session.close();
  return undefined;
}

export interface ClaimedImportRun {
  run: ImportRunRow;
  /** Frees the slot; call once the run's outcome is recorded. */
  release(): Promise<void>;
}

/**
 * Records a new `running` run if no other import runs anywhere; throws {@link ImportRunningError} with the
 * running job's id otherwise.
 */
export async function claimImportRun(
  deps: ImportSlotDeps,
  values: { kind: ImportRunKind; triggeredBy: string },
): Promise<ClaimedImportRun> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const hold = await holdSlot(deps);
    if (hold) {
      try {
        const now = deps.now();
        await closeRunningImportRuns(deps.db, now, interruptedError());
        const run = await insertImportRun(deps.db, {
          ...values,
          status: 'running',
          startedAt: now,
        });
        return { run, release: () => hold.release() };
      } catch (error) {
        await hold.release();
        throw error;
      }
    }
    const running = await findRunningImportRun(deps.db);
    if (running) throw new ImportRunningError(running.id);
    await new Promise((resolve) => setTimeout(resolve, CLAIM_RETRY_MS));
  }
  throw new AppError('CONFLICT', SANCTIONS_MESSAGES.importRunning);
}

/**
 * Start-up (and a read of a `running` job): closes the runs whose process is gone as `failed`, "interrupted
 * by a server restart". Does nothing while a live process holds the slot: its run is not interrupted.
 * Returns the ids of the closed runs.
 */
export async function closeInterruptedImportRuns(deps: ImportSlotDeps): Promise<string[]> {
  const hold = await holdSlot(deps);
  if (!hold) return [];
  try {
    return await closeRunningImportRuns(deps.db, deps.now(), interruptedError());
  } finally {
    await hold.release();
  }
}

function interruptedError() {
  return { file: '(run)', message: IMPORT_RUN_INTERRUPTED };
}
