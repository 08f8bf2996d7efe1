import { z } from 'zod';

/** What one size of the scale bench measured (the child process's JSON line). */
export const scaleFiguresSchema = z.object({
  names: z.number(),
  parties: z.number(),
  syntheticParties: z.number(),
  buildSeconds: z.number(),
  /** Heap in use after the build and a full collection: the index, the parties and the parsed lists. */
  heapMb: z.number(),
  /** Heap the build added (the corpus was already in memory). */
  indexHeapMb: z.number(),
  rssMb: z.number(),
  /** Off-heap buffers (typed arrays' backing stores). */
  externalMb: z.number(),
  queries: z.number(),
  p50Ms: z.number(),
  p99Ms: z.number(),
  /** Deck positives found at the alert threshold. */
  recallPct: z.number(),
  positives: z.number(),
  /** Deck negatives with any alert. */
  falseAlertPct: z.number(),
  negatives: z.number(),
  buildCpuSeconds: z.number(),
  /** Collections pausing >= 10 ms during the deck run: how many, their summed pause; and the longest pause. */
  longGcs: z.number(),
  longGcMs: z.number(),
  longestGcMs: z.number(),
  /** The host's 1-minute load average at the end of the run (2 cores: above 2, timings include waiting). */
  loadAverage: z.number(),
  /** The IPC option: round trips of a thin worker screening through this process, and that worker's memory. */
  ipcP50Ms: z.number(),
  ipcP99Ms: z.number(),
  workerRssMb: z.number(),
  workerHeapMb: z.number(),
  /** The snapshot: bytes, and the time to encode it (serialise + hash) and to decode it (hash + restore). */
  snapshotMb: z.number(),
  snapshotEncodeSeconds: z.number(),
  snapshotDecodeSeconds: z.number(),
  /** RSS of the fresh process that loaded the snapshot (a restarted server's index). */
  snapshotLoadRssMb: z.number(),
});
export type ScaleFigures = z.infer<typeof scaleFiguresSchema>;
