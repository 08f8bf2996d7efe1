import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { countRateLimitHit } from '../../lib/rate-limits/count-rate-limit-hit';
import { deleteExpiredRateLimitCounters } from '../../lib/rate-limits/delete-expired-rate-limit-counters';

/** How often one process deletes the ended windows: once per interval, on a counted request. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 10 * 60_000;

export interface SharedRateLimitStoreDeps {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

// What @fastify/rate-limit hands `child()` at run time: the route's merged options with `routeInfo`
// (its own type declares route options instead, so the argument is read as outside data).
const childOptionsSchema = z.object({
  routeInfo: z
    .object({
      method: z.union([z.string(), z.array(z.string())]).optional(),
      url: z.string().optional(),
    })
    .optional(),
});

/**
 * The `store` of @fastify/rate-limit over the database (ADR 031), so every process and instance shares one
 * counter per route and client instead of each counting in its own memory. Each route's store prefixes
 * the client key with the route (as the plugin's Redis store does): one route's requests never use up
 * another's. Times come from the app's clock, like every other limit.
 */
export function sharedRateLimitStore(deps: SharedRateLimitStoreDeps): FastifyRateLimitStoreCtor {
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  async function sweepWhenDue(now: Date): Promise<void> {
    if (now.getTime() - lastSweepAt < RATE_LIMIT_SWEEP_INTERVAL_MS) return;
    lastSweepAt = now.getTime();
    try {
      await deleteExpiredRateLimitCounters(deps.db, now);
    } catch (error) {
      // A failed sweep only leaves ended rows for the next one; the request's own count stands.
      deps.logger.warn({ err: error }, 'deleting ended rate-limit counters failed');
    }
  }

  async function count(bucket: string, windowMs: number) {
    const now = deps.clock.now();
    const counted = await countRateLimitHit(deps.db, { bucket, windowMs, now });
    await sweepWhenDue(now);
    return {
      current: counted.hits,
      ttl: Math.max(0, counted.windowEndsAt.getTime() - now.getTime()),
    };
  }

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin constructs the root store with its options; routes get theirs from `child`. */
    constructor(_pluginOptions?: unknown, prefix = 'global') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(`${this.prefix}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = childOptionsSchema.parse(options).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(undefined, `${method} ${route?.url ?? ''}`);
    }
  };
}
