import { buildScreeningIndex } from '@sanctions/screening';
import type { ListEntity, ScreeningIndex } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';

export interface SharedListsIndex {
  entities: readonly ListEntity[];
  index: ScreeningIndex<ListEntity>;
}

let loaded: Promise<SharedListsIndex> | undefined;

/**
 * The real lists of `../shared/data`, parsed and indexed once per Vitest worker: the whole-lists properties
 * (the recall-floor shards, the note claims) read the same immutable index, so a worker that runs several of
 * them parses the files and builds the index once (`isolate: false` in this project's Vitest config, ADR 022).
 */
export function sharedListsIndex(): Promise<SharedListsIndex> {
  loaded ??= parseListFolder(SHARED_LISTS_DIR).then((lists) => ({
    entities: lists.entities,
    index: buildScreeningIndex(lists.entities),
  }));
  return loaded;
}
