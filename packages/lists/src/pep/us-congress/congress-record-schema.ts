import { z } from 'zod';

/** ISO date as the repository writes it (YAML may hand it over as text or, unquoted, as a Date). */
const isoDate = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.date().transform((date) => date.toISOString().slice(0, 10)),
]);

const termSchema = z.object({
  type: z.enum(['rep', 'sen', 'prez', 'viceprez']),
  start: isoDate,
  end: isoDate,
  state: z.string().optional(),
  district: z.number().int().optional(),
  party: z.string().optional(),
});

/**
 * One person of `legislators-current.yaml` or `executive.yaml` (repository
 * unitedstates/congress-legislators); only the fields a PEP record needs, the rest is ignored.
 */
export const congressPersonSchema = z.object({
  id: z.object({
    bioguide: z.string().optional(),
    govtrack: z.number().int().optional(),
    wikidata: z.string().optional(),
  }),
  name: z.object({
    first: z.string(),
    middle: z.string().optional(),
    last: z.string(),
    suffix: z.string().optional(),
    nickname: z.string().optional(),
    official_full: z.string().optional(),
  }),
  bio: z.object({ birthday: isoDate.optional(), gender: z.enum(['M', 'F']).optional() }).optional(),
  terms: z.array(termSchema).min(1),
});

export type CongressPerson = z.infer<typeof congressPersonSchema>;
export type CongressTerm = CongressPerson['terms'][number];

export const congressFileSchema = z.array(congressPersonSchema).min(1);
