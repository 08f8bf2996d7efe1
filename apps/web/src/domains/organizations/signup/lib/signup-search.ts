import { billingCycleSchema, planNameSchema } from '@sanctions/contracts';
import { z } from 'zod';

/**
 * `/signup?plan=professional&cycle=yearly`: the landing page's pricing links preselect a plan and a
 * billing cycle. Unknown values are dropped instead of failing the page.
 */
export const signupSearchSchema = z.object({
  plan: planNameSchema.optional().catch(undefined),
  cycle: billingCycleSchema.optional().catch(undefined),
});
export type SignupSearch = z.infer<typeof signupSearchSchema>;
