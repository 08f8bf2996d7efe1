import { SANCTION_LISTS } from '@sanctions/contracts';
import type { SanctionList } from '@sanctions/contracts';

/**
 * The lists a list filter offers: those served right now, in the platform's list order, plus any list
 * already chosen (so a filter never changes a choice unseen). While the served lists are unknown, every
 * list is offered rather than a guess.
 */
export function offeredLists(
  served: readonly SanctionList[] | undefined,
  kept: readonly string[] = [],
): readonly SanctionList[] {
  if (served === undefined) return SANCTION_LISTS;
  return SANCTION_LISTS.filter((list) => served.includes(list) || kept.includes(list));
}
