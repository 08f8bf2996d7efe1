import type { Db } from '../../../db/client';

/** What every step of the billing cycle runs with. */
export interface BillingStepInput {
  db: Db;
  /** The app clock's now, the same instant for every step of one run. */
  now: Date;
  /** `env.PUBLIC_URL` without a trailing slash (links in the e-mails). */
  publicUrl: string;
}
