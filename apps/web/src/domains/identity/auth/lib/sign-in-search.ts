import { z } from 'zod';

/**
 * `/login?signup=submitted`: the sign-up wizard lands here after a successful application, and the
 * page says the application is under review. Anything else in the URL is dropped, never an error.
 */
export const signInSearchSchema = z.object({
  signup: z.literal('submitted').optional().catch(undefined),
});
export type SignInSearch = z.infer<typeof signInSearchSchema>;
