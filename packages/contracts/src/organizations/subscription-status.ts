import { z } from 'zod';

/**
 * Subscription statuses (spec 4: active, trial, suspended, cancelled; the billing page also shows
 * past_due), the same set as the database enum.
 */
export const SUBSCRIPTION_STATUSES = [
  'trial',
  'active',
  'past_due',
  'suspended',
  'cancelled',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Organisation statuses: an application is pending until approved or rejected; suspended by the provider. */
export const ORGANIZATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const organizationStatusSchema = z.enum(ORGANIZATION_STATUSES);
export type OrganizationStatus = z.infer<typeof organizationStatusSchema>;
