import type { ListFile } from '@sanctions/lists';
import type { ListId } from '@sanctions/screening';

/**
 * A list file with where it came from. `name` is the official base name (the OFAC CSV parts are
 * recognised by it); `path` is what messages and version records show (`ofac/sdn.csv`, or the URL's file).
 * `sanctionList` is the folder or download it belongs to, used only to file a failure that names no list.
 */
export interface SourcedFile extends ListFile {
  path: string;
  sanctionList: ListId;
  /**
   * Why the file was not read (it is larger than a list file may be): `bytes` is then empty, and the
   * file's publication fails its import with this reason instead of being parsed.
   */
  refusal?: string;
}
