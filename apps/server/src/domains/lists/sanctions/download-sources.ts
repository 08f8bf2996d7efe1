import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImportRunError } from '@sanctions/contracts';
import { downloadFile } from './download-file';
import type { DownloadOptions } from './download-file';
import type { ListSource } from './list-sources';
import type { SourcedFile } from './sourced-file';

export interface DownloadedSources {
  files: SourcedFile[];
  /** Publications whose download failed, with the reason; their stored files are left as they were. */
  failures: { source: ListSource; reason: string }[];
}

/**
 * Downloads every source and keeps a copy under `<storeDir>/<list>/<official name>` (the LISTS_DIR layout),
 * so a later refresh can re-import the last downloaded files. A source replaces its stored files only when
 * all of its files arrived; each file is written beside its target and renamed over it.
 */
export async function downloadSources(
  sources: readonly ListSource[],
  storeDir: string,
  options: DownloadOptions,
): Promise<DownloadedSources> {
  const result: DownloadedSources = { files: [], failures: [] };
  for (const source of sources) {
    try {
      const files: SourcedFile[] = [];
      for (const file of source.files) {
        const bytes = await downloadFile(file.url, options);
        files.push({
          name: file.name,
          bytes,
          path: `${source.sanctionList}/${file.name}`,
          sanctionList: source.sanctionList,
        });
      }
      await storeFiles(storeDir, files);
      result.files.push(...files);
    } catch (error) {
      result.failures.push({
        source,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}

async function storeFiles(storeDir: string, files: readonly SourcedFile[]): Promise<void> {
  for (const file of files) {
    const folder = join(storeDir, file.sanctionList);
    await mkdir(folder, { recursive: true });
    const target = join(folder, file.name);
    await writeFile(`${target}.part`, file.bytes);
    await rename(`${target}.part`, target);
  }
}

/** The failures as run errors, one per publication. */
export function downloadErrors(failures: DownloadedSources['failures']): ImportRunError[] {
  return failures.map(({ source, reason }) => ({ file: source.listSource, message: reason }));
}
