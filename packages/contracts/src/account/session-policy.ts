import { z } from 'zod';
import { successEnvelope } from '../envelope';

const MINUTES_PER_DAY = 24 * 60;

/**
 * How long sessions last when nobody chose otherwise (issue 27 §4). Members: 30 days without use, no
 * limit from sign-in (refresh tokens slide, as before). Staff (moderator and above) hold the keys to every
 * organisation: 30 minutes without use and 12 hours from sign-in.
 */
export const SESSION_POLICY_DEFAULTS = {
  member: { lifetimeMinutes: null, idleMinutes: 30 * MINUTES_PER_DAY },
  staff: { lifetimeMinutes: 12 * 60, idleMinutes: 30 },
} as const;

/** Bounds an owner may choose within: an access token lives 15 minutes, so shorter means nothing. */
export const SESSION_POLICY_LIMITS = {
  minMinutes: 15,
  maxLifetimeMinutes: 90 * MINUTES_PER_DAY,
  maxIdleMinutes: 30 * MINUTES_PER_DAY,
} as const;

export const SESSION_POLICY_MESSAGES = {
  ownersOnly: 'Only organization owners can change session settings',
  saved: 'Session settings saved',
  idleLongerThanLifetime: 'The idle timeout cannot be longer than the session lifetime',
} as const;

const minutes = (max: number) =>
  z
    .number()
    .int('Use whole minutes')
    .min(SESSION_POLICY_LIMITS.minMinutes, `At least ${SESSION_POLICY_LIMITS.minMinutes} minutes`)
    .max(max, `At most ${max} minutes`);

/** PUT /api/v2/organization/session-policy: null keeps the default. Applies from each session's next refresh. */
export const sessionPolicyBodySchema = z
  .object({
    lifetimeMinutes: minutes(SESSION_POLICY_LIMITS.maxLifetimeMinutes).nullable(),
    idleMinutes: minutes(SESSION_POLICY_LIMITS.maxIdleMinutes).nullable(),
  })
  .refine(
    (body) =>
      body.lifetimeMinutes === null ||
      body.idleMinutes === null ||
      body.idleMinutes <= body.lifetimeMinutes,
    { message: SESSION_POLICY_MESSAGES.idleLongerThanLifetime, path: ['idleMinutes'] },
  );
export type SessionPolicyBody = z.infer<typeof sessionPolicyBodySchema>;

export const sessionPolicySchema = z.object({
  /** The owner's choice; null = the default. */
  lifetimeMinutes: z.number().int().nullable(),
  idleMinutes: z.number().int().nullable(),
  defaults: z.object({
    lifetimeMinutes: z.number().int().nullable(),
    idleMinutes: z.number().int(),
  }),
});
export type SessionPolicy = z.infer<typeof sessionPolicySchema>;

export const sessionPolicyReplySchema = successEnvelope(sessionPolicySchema);
