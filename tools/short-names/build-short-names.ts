/**
 * Converts public tables of given names and their short forms into the engine's data module
 * `packages/screening/src/normalize/data/short-names.generated.ts` (see PROVENANCE.md beside it).
 * Not shipped; run by hand when a source is refreshed:
 *
 *   npx tsx tools/short-names/build-short-names.ts <namor_data git dir> <carltonnorthern/nicknames git dir>
 *   npx prettier --write packages/screening/src/normalize/data/short-names.generated.ts
 *
 * Sources are read from git snapshots (`git show <commit>:<path>`), pinned by commit below. Each name is folded and,
 * when Cyrillic, romanised with the engine's own normaliser, so that Latin queries meet the forms.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { normalizeName } from '../../packages/screening/src/normalize/normalize-name';
import { NICKNAME_LINES } from '../../packages/screening/src/normalize/nicknames-data';
import { TokenTag, tagLatinToken } from '../../packages/screening/src/normalize/token-tags';

const NAMOR_COMMIT = '1c22303c9b6cc69595d0372beec4bf2e7cfc3252';
const NICKNAMES_COMMIT = 'af6b3a8bbdd164715e4977fea9a27eabb48c31c8';
/** Wiktionary language codes of the issue's nine languages. */
const LANGUAGES: Readonly<Record<string, string>> = {
  ru: 'Russian',
  uk: 'Ukrainian',
  en: 'English',
  es: 'Spanish',
  de: 'German',
  fr: 'French',
  ar: 'Arabic',
  fa: 'Persian',
  tr: 'Turkish',
};

function gitShow(gitDir: string, commit: string, path: string): string {
  return execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${path}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

function gitList(gitDir: string, commit: string, under: string): string[] {
  return execFileSync(
    'git',
    ['--git-dir', gitDir, 'ls-tree', '--name-only', `${commit}:${under}`],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `${under}/${f}`);
}

/** One engine token for a name, or undefined (several words, a particle, a one- or two-letter form). */
function token(name: string): string | undefined {
  const parts = normalizeName(name);
  if (parts.length !== 1) return undefined;
  const [t] = parts;
  if (t === undefined || t.length < 3 || !/^[a-z]+$/.test(t)) return undefined;
  return tagLatinToken(t) === TokenTag.name ? t : undefined;
}

type Pairs = Map<string, Map<string, Set<string>>>; // language -> full -> shorts

function add(pairs: Pairs, language: string, fullName: string, shortName: string): void {
  const full = token(fullName);
  const short = token(shortName);
  if (full === undefined || short === undefined || full === short) return;
  const byFull = pairs.get(language) ?? new Map<string, Set<string>>();
  const shorts = byFull.get(full) ?? new Set<string>();
  shorts.add(short);
  byFull.set(full, shorts);
  pairs.set(language, byFull);
}

/**
 * namor_data: one YAML mapping per script, `Name:` then two-space keys (`lang:`, `is_short_for:`) with `- item`
 * lists. A minimal reader for exactly that shape (no YAML dependency in the repository).
 */
function readNamor(gitDir: string, pairs: Pairs): number {
  let count = 0;
  for (const path of gitList(gitDir, NAMOR_COMMIT, 'data')) {
    let name: string | undefined;
    let key: string | undefined;
    let fields: Record<string, string[]> = {};
    const flush = () => {
      const langs = (fields.lang ?? []).filter((l) => LANGUAGES[l] !== undefined);
      for (const full of fields.is_short_for ?? [])
        for (const l of langs) {
          add(pairs, l, full, name ?? '');
          count++;
        }
    };
    for (const line of gitShow(gitDir, NAMOR_COMMIT, path).split('\n')) {
      const top = /^(\S.*):(?:\s*\{\})?\s*$/.exec(line);
      if (top) {
        flush();
        name = (top[1] ?? '').replace(/^['"]|['"]$/g, '');
        fields = {};
        key = undefined;
        continue;
      }
      const field = /^ {2}([a-z_]+):\s*(.*)$/.exec(line);
      if (field) {
        key = field[1];
        if (key !== undefined) fields[key] = field[2] ? [field[2]] : [];
        continue;
      }
      const item = /^ {2}- (.*)$/.exec(line);
      if (item && key !== undefined) fields[key]?.push((item[1] ?? '').replace(/^['"]|['"]$/g, ''));
    }
    flush();
  }
  return count;
}

/** carltonnorthern/nicknames names.csv: `name1,relationship,name2` with `has_nickname` rows (English). */
function readNicknames(gitDir: string, pairs: Pairs): number {
  let count = 0;
  for (const line of gitShow(gitDir, NICKNAMES_COMMIT, 'names.csv').split('\n').slice(1)) {
    const [full, relation, short] = line.trim().split(',');
    if (relation !== 'has_nickname' || !full || !short) continue;
    add(pairs, 'en', full, short);
    count++;
  }
  return count;
}

const [namorDir, nicknamesDir] = process.argv.slice(2);
if (!namorDir || !nicknamesDir)
  throw new Error('usage: build-short-names.ts <namor_data git> <nicknames git>');
const fromNamor: Pairs = new Map();
const fromNicknames: Pairs = new Map();
const namorRows = readNamor(resolve(namorDir), fromNamor);
const nicknameRows = readNicknames(resolve(nicknamesDir), fromNicknames);

/**
 * A form that is only ever a full given name (John, which names.csv lists as a "nickname" of Ivan and Jonathan) is
 * a name of its own: it is left out as a short form, so that a person called John is never taken for an Ivan. A
 * form Wiktionary itself gives as a short form (Bill for William, Hans for Johannes) stays, even where it is also
 * the full name of a shorter form (Billy, Hansi). Counted in the report below.
 */
const wiktionaryShort = new Set<string>();
for (const byFull of fromNamor.values())
  for (const shorts of byFull.values()) for (const short of shorts) wiktionaryShort.add(short);
const fullNames = new Set<string>();
for (const pairs of [fromNamor, fromNicknames])
  for (const byFull of pairs.values()) for (const full of byFull.keys()) fullNames.add(full);
for (const lines of Object.values(NICKNAME_LINES))
  for (const line of lines)
    for (const full of (line.split('|')[1] ?? '').trim().split(/\s+/)) fullNames.add(full);
for (const short of wiktionaryShort) fullNames.delete(short);
let dropped = 0;
for (const pairs of [fromNamor, fromNicknames])
  for (const byFull of pairs.values())
    for (const [full, shorts] of byFull) {
      for (const short of shorts)
        if (fullNames.has(short)) {
          shorts.delete(short);
          dropped++;
        }
      if (shorts.size === 0) byFull.delete(full);
    }

function lines(pairs: Pairs): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const code of Object.keys(LANGUAGES)) {
    const byFull = pairs.get(code);
    if (!byFull) continue;
    out[LANGUAGES[code] ?? code] = [...byFull.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([full, shorts]) => `${full}|${[...shorts].sort().join(' ')}`);
  }
  return out;
}

const header = `// Generated by tools/short-names/build-short-names.ts from the sources in ./PROVENANCE.md. Do not edit by hand.
// One line per full given name: \`full|short forms\` (engine tokens: folded, Cyrillic romanised).
`;
const body = (name: string, source: string, pairs: Pairs) =>
  `/** ${source} */\nexport const ${name}: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(lines(pairs), null, 2)};\n`;
const out = resolve('packages/screening/src/normalize/data/short-names.generated.ts');
writeFileSync(
  out,
  `${header}\n${body('WIKTIONARY_SHORT_NAMES', `Wiktionary via DLu/namor_data@${NAMOR_COMMIT.slice(0, 7)} (is_short_for).`, fromNamor)}\n${body('NICKNAMES_CSV_SHORT_NAMES', `carltonnorthern/nicknames@${NICKNAMES_COMMIT.slice(0, 7)} names.csv (has_nickname).`, fromNicknames)}`,
);
console.log(
  `namor rows ${namorRows}, nicknames rows ${nicknameRows}, forms that are full names too (left out) ${dropped} -> ${out}`,
);
