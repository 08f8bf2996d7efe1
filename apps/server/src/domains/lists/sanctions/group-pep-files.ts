import {
  readFtmPep,
  readUsCongressYaml,
  US_CONGRESS_LIST_SOURCE,
  FTM_LIST_SOURCE,
} from '@sanctions/lists';
import type { PepPublication } from '@sanctions/lists';
import type { PepEntity } from '@sanctions/screening';
import type { GroupedPublications, PublicationCandidate } from './group-publication-files';
import type { SourcedFile } from './sourced-file';

const CONGRESS_FILE = /\.ya?ml$/i;
const FTM_FILE = /\.(json|jsonl|ftm)$/i;

/**
 * The PEP sources' files as publications (issue 25): every US Congress YAML file of the folder
 * (`legislators-current.yaml`, `executive.yaml`) is ONE publication, so the executive file never
 * supersedes the legislators; each FtM file a customer provides is one publication. A file that
 * cannot be read fails its publication with the reason and never touches the active version.
 */
export function groupPepFiles(files: readonly SourcedFile[]): GroupedPublications {
  const candidates: PublicationCandidate[] = [];
  const ignored: string[] = [];
  const congress = files.filter((file) => file.sanctionList === 'pep_us_congress');
  const congressFiles = congress.filter((file) => CONGRESS_FILE.test(file.name));
  ignored.push(...congress.filter((f) => !congressFiles.includes(f)).map((f) => f.path));
  if (congressFiles.length > 0) {
    candidates.push(
      readPublication(congressFiles, 'us-congress-yaml', US_CONGRESS_LIST_SOURCE, (parts) =>
        mergeCongressFiles(parts),
      ),
    );
  }
  for (const file of files.filter((f) => f.sanctionList === 'pep_ftm')) {
    if (!FTM_FILE.test(file.name)) {
      ignored.push(file.path);
      continue;
    }
    candidates.push(readPublication([file], 'ftm-jsonl', FTM_LIST_SOURCE, ([part]) => part));
  }
  return { candidates, ignored };
}

function readPublication(
  files: SourcedFile[],
  format: string,
  listSource: string,
  combine: (parts: PepPublication[]) => PepPublication | undefined,
): PublicationCandidate {
  const sanctionList = format === 'ftm-jsonl' ? 'pep_ftm' : 'pep_us_congress';
  const failures: string[] = [];
  const parts: PepPublication[] = [];
  for (const file of files) {
    if (file.refusal !== undefined) {
      failures.push(file.refusal);
      continue;
    }
    try {
      parts.push(format === 'ftm-jsonl' ? readFtmPep(file.bytes) : readUsCongressYaml(file.bytes));
    } catch (error) {
      failures.push(`${file.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const publication = failures.length === 0 ? combine(parts) : undefined;
  if (publication === undefined) {
    return {
      kind: 'unreadable',
      sanctionList,
      listSource,
      format,
      files,
      reason: failures.join('; ') || 'no PEP records read',
    };
  }
  return { kind: 'parsed', publication, files };
}

/** One record per person: a president who also sat in Congress keeps every position. */
function mergeCongressFiles(parts: PepPublication[]): PepPublication | undefined {
  const [first] = parts;
  if (first === undefined) return undefined;
  const byId = new Map<string, PepEntity>();
  for (const entity of parts.flatMap((part) => part.entities)) {
    const known = byId.get(entity.sourceId);
    if (known === undefined) {
      byId.set(entity.sourceId, entity);
      continue;
    }
    byId.set(entity.sourceId, {
      ...known,
      programmes: [...new Set([...known.programmes, ...entity.programmes])],
      pep: { ...known.pep, positions: [...known.pep.positions, ...entity.pep.positions] },
    });
  }
  return { ...first, entities: [...byId.values()] };
}
