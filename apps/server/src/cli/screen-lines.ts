import { z } from 'zod';
import { matchSchema, requireSearchName, searchFieldsSchema } from '@sanctions/contracts';

/** The caller's identifier of a query line, echoed on its result line. */
export const lineIdSchema = z.union([z.string(), z.number()]);

/** One input line of `npm run screen`: an id plus the search request fields. */
export const screenQueryLineSchema = requireSearchName(
  searchFieldsSchema.extend({ id: lineIdSchema }),
);
export type ScreenQueryLine = z.infer<typeof screenQueryLineSchema>;

/** One result line: the matches at or above the minimum confidence, best first. */
export const screenResultLineSchema = z.object({
  id: lineIdSchema,
  totalMatches: z.number().int().min(0),
  /** Seconds spent screening this line (index already built). */
  searchTime: z.number().min(0),
  matches: z.array(matchSchema),
});
export type ScreenResultLine = z.infer<typeof screenResultLineSchema>;

/** The line written for an input line that could not be screened; the run goes on. */
export const screenErrorLineSchema = z.object({
  /** The input's id when it could be read, else null. */
  id: lineIdSchema.nullable(),
  /** 1-based line number in the input. */
  line: z.number().int().min(1),
  error: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ScreenErrorLine = z.infer<typeof screenErrorLineSchema>;
