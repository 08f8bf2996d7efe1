import type { Db } from '../../../db/client';
import type { RequestOrigin } from '../../../lib/request-origin';

/** What the plan management services need from the app. */
export interface PlanDeps {
  db: Db;
  now: () => Date;
}

/** Who asked for a plan change, for its audit row. */
export interface PlanCommand {
  actorId: string;
  origin: RequestOrigin;
}
