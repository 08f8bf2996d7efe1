import { DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS } from './define-job';
import type { JobContext, JobDefinition } from './define-job';

/** A registered definition with its payload type erased: the stored payload is parsed at run time. */
export interface RegisteredJob {
  name: string;
  maxAttempts: number;
  leaseMs: number;
  /** Parses the payload; `{ ok: false }` when it does not match the definition's schema. */
  parse(payload: unknown):
    | {
        ok: true;
        run: (ctx: JobContext) => Promise<void>;
        /** The definition's {@link JobDefinition.onFailed} bound to the payload, if it has one. */
        onFailed?: (ctx: JobContext, error: string) => Promise<void>;
      }
    | { ok: false; error: string };
}

/** The handlers this process knows, by job name. */
export interface JobRegistry {
  register<P>(definition: JobDefinition<P>): void;
  get(name: string): RegisteredJob | undefined;
  all(): RegisteredJob[];
}

export function createJobRegistry(): JobRegistry {
  const byName = new Map<string, RegisteredJob>();
  return {
    register(definition) {
      if (byName.has(definition.name))
        throw new Error(`job '${definition.name}' is registered twice`);
      byName.set(definition.name, {
        name: definition.name,
        maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        leaseMs: definition.leaseMs ?? DEFAULT_LEASE_MS,
        parse(payload) {
          const parsed = definition.payload.safeParse(payload);
          if (!parsed.success)
            return {
              ok: false,
              error: `payload of job '${definition.name}' is invalid: ${parsed.error.message}`,
            };
          const { onFailed } = definition;
          return {
            ok: true,
            run: (ctx) => definition.handler(parsed.data, ctx),
            ...(onFailed
              ? { onFailed: (ctx: JobContext, error: string) => onFailed(parsed.data, ctx, error) }
              : {}),
          };
        },
      });
    },
    get: (name) => byName.get(name),
    all: () => [...byName.values()],
  };
}
