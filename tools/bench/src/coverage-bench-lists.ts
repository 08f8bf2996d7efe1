import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_DATA_DIR, SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';

/** Every official list file of the shared data, as `LISTS_DIR/<list>/<official name>` (source, target). */
const MORE_LISTS: readonly [string, string, string][] = [
  ['ca-sema/sema-lmes.xml', 'ca', 'sema-lmes.xml'],
  ['au-dfat/regulation8_consolidated.xlsx', 'au', 'Australian_Sanctions_Consolidated_List.xlsx'],
  ['us-csl/csl.csv', 'us_csl', 'consolidated.csv'],
  ['jp-mof/shisantouketsu20260305.xlsx', 'jp', 'shisantouketsu20260305.xlsx'],
];

/** Copies the OFAC, UN, EU, UK, Canada, Australia, US CSL and Japan files and the US Congress PEP files. */
export async function copyRealLists(dir: string, lists: readonly string[]): Promise<void> {
  for (const list of lists) {
    if (['ofac', 'un', 'eu', 'uk'].includes(list)) {
      await cp(join(SHARED_LISTS_DIR, list), join(dir, list), { recursive: true });
    }
  }
  for (const [source, list, name] of MORE_LISTS) {
    if (!lists.includes(list)) continue;
    await mkdir(join(dir, list), { recursive: true });
    await cp(join(SHARED_DATA_DIR, 'lists-more', source), join(dir, list, name));
  }
  if (lists.includes('pep_us_congress')) {
    await cp(join(SHARED_DATA_DIR, 'lists-more', 'pep-us-congress'), join(dir, 'pep_us_congress'), {
      recursive: true,
    });
  }
}

export async function createListsDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'coverage-bench-lists-'));
}

/** Writes `persons` synthetic PEPs as a FollowTheMoney JSON lines file in `pep_ftm/` (measurement only). */
export async function writeSyntheticPeps(dir: string, persons: number): Promise<void> {
  await mkdir(join(dir, 'pep_ftm'), { recursive: true });
  const lines: string[] = [];
  const random = mulberry32(25);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  for (let p = 0; p < POSITIONS; p += 1) {
    lines.push(
      JSON.stringify({
        id: `bench-pos-${p}`,
        schema: 'Position',
        properties: {
          name: [`Synthetic office ${p}`],
          country: [pick(COUNTRIES)],
          topics: [p % 5 === 0 ? 'gov.state' : 'gov.national'],
        },
      }),
    );
  }
  for (let i = 0; i < persons; i += 1) {
    const name = `${syntheticName(random)} ${syntheticName(random)}${i % 3 === 0 ? ` ${syntheticName(random)}` : ''}`;
    const year = 1940 + Math.floor(random() * 60);
    lines.push(
      JSON.stringify({
        id: `bench-pep-${i}`,
        schema: 'Person',
        properties: {
          name: [name],
          birthDate: [`${year}-0${1 + (i % 9)}-1${i % 10}`],
          citizenship: [pick(COUNTRIES)],
          topics: ['role.pep'],
        },
      }),
      JSON.stringify({
        id: `bench-occ-${i}`,
        schema: 'Occupancy',
        properties: {
          holder: [`bench-pep-${i}`],
          post: [`bench-pos-${i % POSITIONS}`],
          startDate: [`${year + 30}-01-01`],
          status: [i % 4 === 0 ? 'ended' : 'current'],
        },
      }),
    );
  }
  await writeFile(join(dir, 'pep_ftm', 'synthetic-peps.jsonl'), lines.join('\n') + '\n');
}

const POSITIONS = 500;
const COUNTRIES = ['us', 'gb', 'fr', 'de', 'ae', 'sa', 'eg', 'jo', 'br', 'in', 'ng', 'jp'];
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ran',
  'tes',
  'vu',
  'zor',
  'bel',
  'dan',
  'fi',
  'gor',
  'hal',
  'jin',
  'kel',
  'mar',
  'nor',
  'pel',
  'qua',
  'ros',
  'sil',
  'tor',
  'ul',
  'vek',
  'wen',
  'yar',
  'zen',
  'ash',
  'bri',
];

/** A made-up name of 2-3 syllables: synthetic persons never share a real person's name by design. */
function syntheticName(random: () => number): string {
  const count = 2 + Math.floor(random() * 2);
  let name = '';
  for (let i = 0; i < count; i += 1) name += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Deterministic generator: the same synthetic file on every run. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
