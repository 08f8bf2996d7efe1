import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { detectScript } from '@sanctions/lists';
import type { EntityType, ListEntity } from '@sanctions/screening';
import type { DeckCase, DeckQuery } from './deck/deck-model';
import { EVAL_PUBLIC_DIR } from '@sanctions/server/test/shared-data';

/** A labelled name pair from a public evaluation file: does `query` designate the same party as `candidate`? */
export interface NamePair {
  query: string;
  candidate: string;
  match: boolean;
  type: EntityType;
}

export interface PairSet {
  label: string;
  pairs: NamePair[];
}

/** OFAC Sanctions List Search scores (0-100) for query/result pairs: a parity reference, not a match label. */
export interface OfacScoredPair {
  query: string;
  candidate: string;
  ofacScore: number;
}

export interface PublicData {
  pairSets: PairSet[];
  ofacFixtures: OfacScoredPair[];
  /** name-variants.json: EU transliteration queries, run against the full index like deck cases. */
  euVariants: DeckCase[];
}

/** RFC 4180 lines: quoted fields, doubled quotes; '#' comment lines and blank lines skipped. */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => !(r.length === 1 && r[0]?.trim() === '') && !r[0]?.startsWith('#'));
}

function byHeader(rows: string[][]): Record<string, string>[] {
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

const nameVariantsSchema = z.array(
  z.object({ query: z.string(), expectedId: z.string(), note: z.string() }),
);

export async function readPublicData(dir = EVAL_PUBLIC_DIR): Promise<PublicData> {
  const text = (file: string) => readFile(`${dir}/${file}`, 'utf8');
  const pairSets: PairSet[] = [];
  for (const file of ['cascade-name-pairs.csv', 'cascade-name-pairs-2.csv']) {
    pairSets.push({
      label: file,
      pairs: byHeader(parseCsvRows(await text(file))).map((r) => ({
        query: r.name1 ?? '',
        candidate: r.name2 ?? '',
        match: r.is_match === 'true',
        type: r.schema === 'Vessel' ? 'vessel' : 'entity',
      })),
    });
  }
  pairSets.push({
    label: 'algorithm-comparison.csv',
    pairs: byHeader(parseCsvRows(await text('algorithm-comparison.csv'))).map((r) => ({
      query: r.query ?? '',
      candidate: r.index ?? '',
      // Every row is a variation of one name except the explicit false-positive control.
      match: !(r.note ?? '').includes('false-positive'),
      type: 'individual',
    })),
  });
  const crossScript = parseCsvRows(await text('cross_script_pairs.csv')).map((r) => ({
    query: r[0]?.trim() ?? '',
    candidate: r[1]?.trim() ?? '',
    match: true,
    type: 'individual' as const,
  }));
  pairSets.push({
    label: 'cross_script_pairs.csv (Arabic)',
    pairs: crossScript.filter((p) => detectScript(p.query) === 'arabic'),
  });
  pairSets.push({
    label: 'cross_script_pairs.csv (other scripts)',
    pairs: crossScript.filter((p) => detectScript(p.query) !== 'arabic'),
  });

  const ofacFixtures = byHeader(parseCsvRows(await text('ofac_fixtures.csv'))).map((r) => ({
    query: r.query_name ?? '',
    candidate: r.result_name ?? '',
    ofacScore: Number(r.ofac_score),
  }));

  const variants = nameVariantsSchema.parse(JSON.parse(await text('name-variants.json')));
  const euVariants = variants.map((v, i): DeckCase => ({
    id: `public/name-variants/${i}`,
    category: 'translit-latin',
    query: pairQuery(v.query),
    expected: { sanctionList: 'eu', sourceId: v.expectedId.replace(/^EU-/, '') },
    note: v.note,
  }));
  return { pairSets, ofacFixtures, euVariants };
}

/** A free-text name as a search: Arabic script in arabicName, anything else in lastName. */
export function pairQuery(name: string): DeckQuery {
  const arabic = detectScript(name) === 'arabic';
  return {
    firstName: '',
    lastName: arabic ? '' : name,
    arabicName: arabic ? name : '',
    searchType: 'fuzzy',
    sanctionLists: 'all',
  };
}

/** One synthetic list entity per distinct candidate name, so a pair file can be indexed like a list. */
export function pairEntities(
  candidates: readonly { name: string; type: EntityType }[],
): ListEntity[] {
  const seen = new Map<string, ListEntity>();
  for (const { name, type } of candidates) {
    if (seen.has(name)) continue;
    seen.set(name, {
      sanctionList: 'ofac',
      listSource: 'public pairs',
      sourceId: `pair-${seen.size}`,
      type,
      names: [{ full: name, kind: 'primary', script: detectScript(name) }],
      birthDates: [],
      birthPlaces: [],
      nationalities: [],
      addresses: [],
      documents: [],
      programmes: [],
      titles: [],
      isActive: true,
    });
  }
  return [...seen.values()];
}
