import { z } from 'zod';
import { deckCaseSchema } from '../deck/deck-model';

/**
 * Messages between the process holding the index and a thin worker that screens through it (the "one index
 * process serving the workers over IPC" option of ADR 033, measured by `bench:screening -- --scale`).
 */
const deckQuerySchema = deckCaseSchema.shape.query;

export const toWorkerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('queries'), queries: z.array(deckQuerySchema) }),
  z.object({ kind: z.literal('result'), id: z.number(), matches: z.array(z.unknown()) }),
]);

export const toIndexSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('screen'), id: z.number(), query: deckQuerySchema }),
  z.object({
    kind: z.literal('done'),
    p50Ms: z.number(),
    p99Ms: z.number(),
    rssMb: z.number(),
    heapMb: z.number(),
  }),
]);
export type ToIndex = z.infer<typeof toIndexSchema>;
export type ToWorker = z.infer<typeof toWorkerSchema>;
