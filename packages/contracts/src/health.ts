import { z } from 'zod';
import { successEnvelope } from './envelope';
import { listVersionRefSchema } from './search';
import { LIST_SOURCES_ALL } from './list-ids';

/** `data` of GET /api/health/live: the process answers (no database call). */
export const livenessSchema = z.object({
  status: z.literal('alive'),
  uptimeSeconds: z.number().int().min(0),
});
export type Liveness = z.infer<typeof livenessSchema>;
export const livenessReplySchema = successEnvelope(livenessSchema);

/**
 * The screening index as readiness reports it: `loading` until the active list versions are indexed,
 * `ready` while an index serves, `empty` when no list version is active (nothing to build; searches
 * answer LIST_UNAVAILABLE until an administrator imports the lists).
 */
export const SCREENING_INDEX_STATES = ['loading', 'ready', 'empty'] as const;
export type ScreeningIndexState = (typeof SCREENING_INDEX_STATES)[number];

/** A list version the served index holds, with its number of entries. */
export const indexedListVersionSchema = listVersionRefSchema.extend({
  // The index also holds PEP sources (issue 25).
  sanctionList: z.enum(LIST_SOURCES_ALL),
  entryCount: z.number().int().min(0),
});

/** `data` of GET /api/health/ready (200 when ready, 503 with the same body when not). */
export const readinessSchema = z.object({
  ready: z.boolean(),
  databaseReachable: z.boolean(),
  index: z.object({
    state: z.enum(SCREENING_INDEX_STATES),
    /** Records in the served index (0 while loading or empty). */
    entryCount: z.number().int().min(0),
    /** ISO 8601; null until an index has been built. */
    builtAt: z.string().nullable(),
    versions: z.array(indexedListVersionSchema),
    /**
     * Where the index is held (SCREENING_INDEX_MODE, ADR 033): in the answering process, or in the cluster
     * primary that serves every worker of the host.
     */
    heldBy: z.enum(['this-process', 'cluster-primary']).optional(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
export const readinessReplySchema = successEnvelope(readinessSchema);

/** Message keys of the screening index's refusals (ADR 005): the web shows them in the reader's language. */
export const SCREENING_INDEX_MESSAGE_KEYS = [
  'screeningIndex.loading',
  // SCREENING_INDEX_MODE=per-host: the cluster primary holding the index did not answer in time (ADR 033).
  'screeningIndex.unavailable',
] as const;
export type ScreeningIndexMessageKey = (typeof SCREENING_INDEX_MESSAGE_KEYS)[number];
