import { z } from 'zod';

/** The `{ success, data }` envelope every bulk route answers with. */
export function envelopeOf<S extends z.ZodType>(data: S) {
  return z.object({ success: z.literal(true), data });
}
