import type { SanctionList } from '@sanctions/contracts';
import { offeredLists } from '../lib/offered-lists';
import { useServedLists } from './use-served-lists';

/** The lists a bulk or monitoring list filter offers: the served ones and the current choice (offeredLists). */
export function useOfferedLists(kept: readonly string[] = []): readonly SanctionList[] {
  return offeredLists(useServedLists(), kept);
}
