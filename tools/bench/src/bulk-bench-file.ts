import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { z } from 'zod';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';

/** What each generated row is, so the printout can say what the file held. */
export type BenchRowKind = 'listed' | 'variant' | 'clear';

export interface BenchFileSummary {
  rows: number;
  kinds: Record<BenchRowKind, number>;
}

interface ListedName {
  firstName: string;
  lastName: string;
  entityType: 'individual' | 'entity';
}

const HEADER = ['Reference', 'First name', 'Last name', 'Date of birth', 'Nationality', 'Type'];
const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Sofia',
  'Lucas',
  'Chloe',
  'Ethan',
  'Harriet',
  'Tobias',
  'Ingrid',
  'Mateus',
  'Freya',
  'Ronan',
  'Beatrix',
  'Anders',
  'Marguerite',
  'Casimir',
];
const LAST_SYLLABLES = [
  'whit',
  'bourne',
  'ley',
  'ash',
  'ford',
  'holm',
  'stead',
  'wick',
  'mere',
  'thorn',
  'dale',
  'brook',
];
const COUNTRIES = ['GB', 'FR', 'DE', 'NL', 'SE', 'IE', 'CA', 'AU', 'NZ', 'DK'];
const sdnRecordSchema = z.array(z.string());

/** A seeded generator so that every run screens the same file. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Individuals and entities of the OFAC SDN file ("LAST, First Middle" for individuals). */
async function readListedNames(): Promise<ListedName[]> {
  const text = await readFile(join(SHARED_LISTS_DIR, 'ofac', 'sdn.csv'), 'utf8');
  const parsed = Papa.parse(text, { skipEmptyLines: true });
  const names: ListedName[] = [];
  for (const record of parsed.data) {
    const cells = sdnRecordSchema.safeParse(record);
    if (!cells.success) continue;
    const [, name = '', type = ''] = cells.data;
    const kind = type.trim();
    if (kind === 'individual') {
      const [last = '', first = ''] = name.split(',').map((part) => part.trim());
      if (last && first) names.push({ firstName: first, lastName: last, entityType: 'individual' });
    } else if (kind === '-0-' && name.trim()) {
      names.push({ firstName: '', lastName: name.trim(), entityType: 'entity' });
    }
  }
  return names;
}

function typo(word: string, random: () => number): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  return random() < 0.5
    ? word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2)
    : word.slice(0, at) + word.slice(at + 1);
}

function variantOf(name: ListedName, random: () => number): ListedName {
  const firstParts = name.firstName.split(/\s+/).filter(Boolean);
  // Dropped middle names for individuals with several given names, a typo otherwise.
  if (firstParts.length > 1 && random() < 0.5) return { ...name, firstName: firstParts[0] ?? '' };
  const lastParts = name.lastName.split(/\s+/);
  const index = Math.floor(random() * lastParts.length);
  lastParts[index] = typo(lastParts[index] ?? '', random);
  return { ...name, lastName: lastParts.join(' ') };
}

function inventedName(random: () => number): ListedName {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] ?? items[0];
  const last = `${pick(LAST_SYLLABLES) ?? ''}${pick(LAST_SYLLABLES) ?? ''}`;
  return {
    firstName: pick(FIRST_NAMES) ?? 'Olivia',
    lastName: last.charAt(0).toUpperCase() + last.slice(1),
    entityType: 'individual',
  };
}

function birthDate(random: () => number): string {
  const year = 1940 + Math.floor(random() * 60);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The rows of the bench file: 15 % listed names, 15 % their variants, 70 % invented (clear) names. */
async function* benchRows(rows: number, summary: BenchFileSummary): AsyncGenerator<string[]> {
  const listed = await readListedNames();
  const random = seededRandom(15);
  for (let index = 1; index <= rows; index += 1) {
    const roll = random();
    const kind: BenchRowKind = roll < 0.15 ? 'listed' : roll < 0.3 ? 'variant' : 'clear';
    summary.kinds[kind] += 1;
    const base = listed[Math.floor(random() * listed.length)];
    const name =
      kind === 'clear' || base === undefined
        ? inventedName(random)
        : kind === 'variant'
          ? variantOf(base, random)
          : base;
    const individual = name.entityType === 'individual';
    yield [
      `BENCH-${String(index).padStart(6, '0')}`,
      name.firstName,
      name.lastName,
      individual && random() < 0.5 ? birthDate(random) : '',
      kind === 'clear' ? (COUNTRIES[Math.floor(random() * COUNTRIES.length)] ?? '') : '',
      name.entityType,
    ];
  }
}

/** Writes the bench upload (CSV or XLSX, streamed) and says what it holds. */
export async function writeBenchFile(
  path: string,
  rows: number,
  format: 'csv' | 'xlsx',
): Promise<BenchFileSummary> {
  const summary: BenchFileSummary = { rows, kinds: { listed: 0, variant: 0, clear: 0 } };
  if (format === 'xlsx') {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: path,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Customers');
    sheet.addRow(HEADER).commit();
    for await (const row of benchRows(rows, summary)) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
    return summary;
  }
  const out = createWriteStream(path);
  const write = async (cells: string[]) => {
    if (!out.write(`${Papa.unparse([cells])}\r\n`)) await once(out, 'drain');
  };
  await write(HEADER);
  for await (const row of benchRows(rows, summary)) await write(row);
  out.end();
  await once(out, 'finish');
  return summary;
}
