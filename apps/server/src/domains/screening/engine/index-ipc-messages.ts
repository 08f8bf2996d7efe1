import { z } from 'zod';
import {
  indexedListVersionSchema,
  PEP_SOURCES,
  SANCTION_LISTS,
  SCREENING_INDEX_STATES,
} from '@sanctions/contracts';
import type { ScreeningOutcome } from '@sanctions/screening';
import type { ActiveListVersion, StoredEntity } from '../../../plugins/screening-index';

/**
 * Messages between a cluster worker and the cluster primary that holds the one screening index of the host
 * (SCREENING_INDEX_MODE=per-host, ADR 033). Every message carries `channel` so the index's traffic is told
 * apart from anything else on the cluster IPC channel.
 */
export const INDEX_CHANNEL = 'screening-index';

/** What a worker reports about the index the primary holds: readiness, metrics and the list coverage. */
export const remoteIndexStateSchema = z.object({
  state: z.enum(SCREENING_INDEX_STATES),
  /**
   * Active list versions are still being indexed (the start-up build, or a build that found versions the
   * served index lacks): a list missing meanwhile is loading, not missing.
   */
  indexing: z.boolean(),
  entryCount: z.number().int().min(0),
  /** ISO 8601; null until an index has been built. */
  builtAt: z.string().nullable(),
  buildSeconds: z.number().min(0).nullable(),
  namedCountries: z.number().int().min(0),
  versions: z.array(indexedListVersionSchema.extend({ versionId: z.string() })),
});
export type RemoteIndexState = z.infer<typeof remoteIndexStateSchema>;

const queryShape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  arabicName: z.string(),
  searchType: z.enum(['exact', 'fuzzy', 'phonetic']),
  lists: z.array(z.enum([...SANCTION_LISTS, ...PEP_SOURCES])),
  dateOfBirth: z.string().optional(),
  nationality: z.string().optional(),
});

const optionsShape = z.object({
  minConfidence: z.number().optional(),
  maxResults: z.number().optional(),
  riskThresholds: z.object({ high: z.number(), medium: z.number(), low: z.number() }).optional(),
});

export const toPrimarySchema = z.discriminatedUnion('kind', [
  z.object({
    channel: z.literal(INDEX_CHANNEL),
    kind: z.literal('screen'),
    id: z.number().int(),
    queries: z.array(queryShape),
    options: optionsShape,
  }),
  z.object({ channel: z.literal(INDEX_CHANNEL), kind: z.literal('state'), id: z.number().int() }),
  z.object({ channel: z.literal(INDEX_CHANNEL), kind: z.literal('rebuild'), id: z.number().int() }),
]);
export type ToPrimary = z.infer<typeof toPrimarySchema>;

/**
 * The engine's outcome, checked at its top level only: the primary is our own process on the same host,
 * and checking every match field of every answer would cost more than the screening itself.
 */
const outcomeShape = z.custom<ScreeningOutcome<StoredEntity>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'matches' in value &&
    Array.isArray(value.matches) &&
    'algorithm' in value &&
    typeof value.algorithm === 'string',
  { message: 'not a screening outcome' },
);

const versionShape = z.custom<ActiveListVersion>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'versionId' in value &&
    typeof value.versionId === 'string',
);

export const toWorkerSchema = z.discriminatedUnion('kind', [
  z.object({
    channel: z.literal(INDEX_CHANNEL),
    kind: z.literal('screened'),
    id: z.number().int(),
    /** Absent when no index serves (none built yet, or no list active). */
    result: z
      .object({ outcomes: z.array(outcomeShape), versions: z.array(versionShape) })
      .optional(),
    state: remoteIndexStateSchema,
  }),
  z.object({
    channel: z.literal(INDEX_CHANNEL),
    kind: z.literal('state'),
    /** Answers a `state` or `rebuild` request; absent when pushed after a build. */
    id: z.number().int().optional(),
    state: remoteIndexStateSchema,
  }),
  z.object({
    channel: z.literal(INDEX_CHANNEL),
    kind: z.literal('failed'),
    id: z.number().int(),
    message: z.string(),
  }),
]);
export type ToWorker = z.infer<typeof toWorkerSchema>;

/** Both ends of the channel: `process` in a worker, the `Worker` in the primary, a MessagePort in tests. */
export interface IndexChannel {
  send(message: object): void;
  /** Returns the function that stops listening. */
  onMessage(listener: (message: unknown) => void): () => void;
}
