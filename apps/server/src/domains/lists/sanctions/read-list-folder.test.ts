import { copyFile, mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHARED_LISTS_DIR } from '../../../../test/shared-data';
import { hashListFiles } from './content-hash';
import { parseListFolder } from './parse-list-folder';
import { parsePublicationsInWorker } from './parse-publications-in-worker';
import { ListFolderError, readListFolder } from './read-list-folder';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'list-folder-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const put = async (path: string, text = 'x') => {
  await mkdir(join(dir, path, '..'), { recursive: true });
  await writeFile(join(dir, path), text);
};

describe('readListFolder (the one reader of a LISTS_DIR-shaped folder)', () => {
  it('reads each list sub-folder in list order, names sorted, skipping dot, .part and folder entries', async () => {
    await put('un/consolidated.xml');
    await put('ofac/sdn.csv');
    await put('ofac/alt.csv');
    await put('ofac/.DS_Store');
    await put('ofac/add.csv.part');
    await mkdir(join(dir, 'ofac/old'));
    await put('other/ignored.xml');

    const files = await readListFolder(dir);

    expect(files.map((file) => [file.sanctionList, file.name, file.path])).toEqual([
      ['ofac', 'alt.csv', 'ofac/alt.csv'],
      ['ofac', 'sdn.csv', 'ofac/sdn.csv'],
      ['un', 'consolidated.xml', 'un/consolidated.xml'],
    ]);
  });

  it('reads only the lists asked for; a missing sub-folder contributes nothing', async () => {
    await put('ofac/sdn.csv');
    await put('un/consolidated.xml');

    expect((await readListFolder(dir, ['un', 'eu'])).map((file) => file.path)).toEqual([
      'un/consolidated.xml',
    ]);
  });

  it('never reads a file over 200 MB: it stays with its reason, and its publication fails with it', async () => {
    await put('ofac/sdn.csv');
    await put('un/consolidated.xml');
    // Sparse: 201 MB on paper, nothing on disk, and never read.
    await truncate(join(dir, 'un/consolidated.xml'), 201 * 1024 * 1024);

    const files = await readListFolder(dir);
    const planted = files.find((file) => file.path === 'un/consolidated.xml');
    expect(planted?.bytes.length).toBe(0);
    expect(planted?.refusal).toBe(
      'un/consolidated.xml: the file is 201 MB, larger than the 200 MB a list file may be',
    );

    // Through the parse worker, as an import run reads them: a failed UN import with that reason.
    const { candidates } = await parsePublicationsInWorker(files, []);
    expect(candidates.find((candidate) => candidate.kind === 'unreadable')).toMatchObject({
      sanctionList: 'un',
      listSource: 'UN Consolidated List',
      reason: planted?.refusal,
    });
  });

  it('fails the OFAC CSV set of a part over 200 MB once, with the reason, without parsing the set', async () => {
    await put('ofac/add.csv');
    await put('ofac/sdn.csv');
    await truncate(join(dir, 'ofac/sdn.csv'), 201 * 1024 * 1024);

    const { candidates } = await parsePublicationsInWorker(await readListFolder(dir), []);

    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({
      kind: 'unreadable',
      sanctionList: 'ofac',
      listSource: 'OFAC SDN',
      reason: 'ofac/sdn.csv: the file is 201 MB, larger than the 200 MB a list file may be',
    });
  });

  it('does not parse a publication whose files hash like an active version: it is unchanged', async () => {
    // A UN file cut short: recognised as the UN list, and unreadable when parsed.
    const un = await readFile(join(SHARED_LISTS_DIR, 'un/consolidated.xml'));
    await put('un/consolidated.xml', un.subarray(0, 4_000).toString('utf8'));
    const files = await readListFolder(dir);
    const fileHash = hashListFiles(files);

    const parsed = await parsePublicationsInWorker(files, []);
    expect(parsed.candidates.map((candidate) => candidate.kind)).toEqual(['unreadable']);
    // The same files as an active version: never read as a list again.
    const { candidates } = await parsePublicationsInWorker(files, [fileHash]);
    expect(candidates).toEqual([{ kind: 'unchanged', fileHash, files }]);
  });

  it('refuses a folder that does not exist with a ListFolderError naming it', async () => {
    const missing = join(dir, 'never-downloaded');

    const failure = readListFolder(missing);

    await expect(failure).rejects.toBeInstanceOf(ListFolderError);
    await expect(failure).rejects.toThrow(
      `the list folder ${missing} does not exist (it should hold the sub-folders ofac, un, eu, uk, ca, au, us_csl, jp, pep_us_congress, pep_ftm)`,
    );
  });

  it('refuses a folder with none of the list sub-folders (a wrong path) the same way', async () => {
    await put('lists/un/consolidated.xml');

    const failure = readListFolder(dir);

    await expect(failure).rejects.toBeInstanceOf(ListFolderError);
    await expect(failure).rejects.toThrow(
      `the list folder ${dir} holds none of the sub-folders ofac, un, eu, uk`,
    );
  });
});

describe('parseListFolder (the screener and benchmarks: read with the same reader, then parse)', () => {
  it('parses the publications and lists the files that are no publication', async () => {
    await mkdir(join(dir, 'un'));
    await copyFile(join(SHARED_LISTS_DIR, 'un/consolidated.xml'), join(dir, 'un/consolidated.xml'));
    await put('eu/broken.xml', '<export');

    const content = await parseListFolder(dir);

    expect(content.publications.map((publication) => publication.listSource)).toEqual([
      'UN Consolidated List',
    ]);
    expect(content.entities.length).toBeGreaterThan(100);
    expect(content.ignored).toEqual(['broken.xml']);
    expect(content.errors).toEqual([]);
  });

  it('throws the reader’s error for a missing folder, exactly as an import run gets it', async () => {
    await expect(parseListFolder(join(dir, 'absent'))).rejects.toBeInstanceOf(ListFolderError);
  });
});
