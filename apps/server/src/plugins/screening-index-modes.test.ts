import { MessageChannel } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import { readinessReplySchema } from '@sanctions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/build-app';
import type { TestApp } from '../../test/build-app';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../test/search-test-support';
import { AppError } from '../lib/app-error';
import type { IndexChannel } from '../domains/screening';
import { serveIndexOverIpc } from '../domains/screening';

/** One end of a real in-process message channel, as the index's IPC channel. */
function portChannel(port: MessagePort): IndexChannel {
  return {
    send: (message) => port.postMessage(message),
    onMessage(listener) {
      port.on('message', listener);
      return () => port.off('message', listener);
    },
  };
}

const searchReplySchema = z.object({
  data: z.object({
    matches: z.array(
      z.object({ sanctionEntry: z.object({ sourceId: z.string() }), confidence: z.number() }),
    ),
  }),
});

const BADEGE = {
  firstName: 'Eric',
  lastName: 'Badege',
  arabicName: '',
  searchType: 'fuzzy' as const,
  lists: [],
};

const matchIds = (outcome: { matches: { entity: { entryId: string }; confidence: number }[] }) =>
  outcome.matches.map((match) => `${match.entity.entryId}:${match.confidence}`);

// SCREENING_INDEX_MODE (ADR 033): the same facade over an index in this process (per-worker) and over the
// index of another "process" reached through a message channel (per-host), here the first app's.
describe('screening index facade: per-worker and per-host', () => {
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  let holder: TestApp;
  let worker: TestApp;
  let channel: MessageChannel;
  let stopServing: () => void;

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    holder = await buildTestApp({ env: { LISTS_DIR: lists.dir } });
    await importListsDir(holder.app, holder.db);
    channel = new MessageChannel();
    stopServing = serveIndexOverIpc(
      holder.app.screeningIndex,
      portChannel(channel.port1),
      holder.app.log,
    );
    worker = await buildTestApp({
      database: holder.database,
      env: { LISTS_DIR: lists.dir },
      screeningIndex: { remote: { channel: portChannel(channel.port2), timeoutMs: 2_000 } },
    });
  }, 120_000);

  afterAll(async () => {
    await worker.close();
    stopServing();
    channel.port1.close();
    await holder.close();
    await lists.remove();
  });

  it('screens a listed name to the same matches in both modes, and the per-host worker holds no index', async () => {
    const local = await holder.app.screeningIndex.screenMany([BADEGE], { minConfidence: 70 });
    const remote = await worker.app.screeningIndex.screenMany([BADEGE], { minConfidence: 70 });
    const localOutcome = local?.outcomes[0];
    const remoteOutcome = remote?.outcomes[0];
    expect(localOutcome?.matches.length ?? 0).toBeGreaterThan(0);
    expect(remoteOutcome && matchIds(remoteOutcome)).toEqual(
      localOutcome && matchIds(localOutcome),
    );
    expect(remote?.versions.map((v) => v.versionId)).toEqual(
      local?.versions.map((v) => v.versionId),
    );
    expect(worker.app.screeningIndex.current()).toBeUndefined();
    expect(holder.app.screeningIndex.describe().heldBy).toBe('this-process');
    expect(worker.app.screeningIndex.describe().heldBy).toBe('cluster-primary');
  });

  it("reports the holder's index in the worker's readiness (entries, versions, build time)", async () => {
    const response = await worker.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
    const { index } = readinessReplySchema.parse(response.json()).data;
    const held = holder.app.screeningIndex.describe();
    expect(index).toMatchObject({
      state: 'ready',
      heldBy: 'cluster-primary',
      entryCount: held.entryCount,
      builtAt: held.builtAt,
    });
    expect(index.entryCount).toBeGreaterThan(0);
    expect(index.versions.map((v) => v.versionId)).toEqual(held.versions.map((v) => v.versionId));
  });

  it('serves POST /api/v2/search in the worker through the holder, with the same matches', async () => {
    const { token } = await createSignedInUser(worker.app, worker.db);
    const body = {
      firstName: 'Eric',
      lastName: 'Badege',
      searchType: 'fuzzy',
      sanctionLists: 'all',
    };
    const viaWorker = await postSearch(worker.app, token, body);
    const viaHolder = await postSearch(holder.app, token, body);
    expect(viaWorker.statusCode, viaWorker.body).toBe(200);
    const refs = (reply: string) => searchReplySchema.parse(JSON.parse(reply)).data.matches;
    expect(refs(viaWorker.body).length).toBeGreaterThan(0);
    expect(refs(viaWorker.body)).toEqual(refs(viaHolder.body));
  });
});

describe('per-host worker whose primary does not answer', () => {
  let worker: TestApp;
  let channel: MessageChannel;

  beforeAll(async () => {
    // Nobody serves the other end: every wait runs into its bound.
    channel = new MessageChannel();
    worker = await buildTestApp({
      screeningIndex: { remote: { channel: portChannel(channel.port2), timeoutMs: 200 } },
    });
  }, 60_000);

  afterAll(async () => {
    await worker.close();
    channel.port1.close();
  });

  it('rejects a screening with 503 SERVICE_UNAVAILABLE after the bound instead of hanging', async () => {
    const started = performance.now();
    const failure = await worker.app.screeningIndex.screenMany([BADEGE], {}).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      messageKey: 'screeningIndex.unavailable',
      retryAfterSeconds: 5,
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('stays not ready (loading) until the primary answers', async () => {
    const response = await worker.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    const { index } = readinessReplySchema.parse(response.json()).data;
    expect(index).toMatchObject({ state: 'loading', heldBy: 'cluster-primary', entryCount: 0 });
  });
});
