/** Source of the current time. Injected into the app so tests can pin and move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
