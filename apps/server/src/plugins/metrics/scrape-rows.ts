import { z } from 'zod';

/** A timestamptz as the drivers return it from a raw statement: a Date (pg) or a string (PGlite). */
export const instantSchema = z
  .union([z.date(), z.string()])
  .nullable()
  .transform((value) => (value === null ? null : new Date(value)));

/** A count as the drivers return it (`count(*)` is a bigint: a string on pg). */
export const countSchema = z.union([z.number(), z.string(), z.bigint()]).transform(Number);

/** Seconds from `from` to `now`, never negative (a clock step between processes). */
export function ageSeconds(from: Date, now: Date): number {
  return Math.max(0, (now.getTime() - from.getTime()) / 1000);
}
