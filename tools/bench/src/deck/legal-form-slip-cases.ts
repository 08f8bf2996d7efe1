import type { Generate } from './deck-candidate';
import { DECK_LEGAL_FORMS } from './legal-form-table';
import { latinQuery } from './name-tools';
import type { Prng } from './prng';

/**
 * Round 4 (issue 22 item 2): legal forms typed with a slip, partly dropped or moved. Unlike `legal-form` (another
 * member of the form's group, or the form dropped whole), the form here is the listed one, damaged the way people
 * type: one slip inside one of its words, one of its words left out, or the form moved to the other end.
 */

/** Spelled-out Cyrillic forms as the UK and EU lists write them (the deck's own table, not the engine's). */
const CYRILLIC_FORMS: readonly string[] = [
  'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ',
  'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО',
  'ОТКРЫТОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО',
  'ЗАКРЫТОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО',
  'АКЦИОНЕРНОЕ ОБЩЕСТВО',
  'ТОВАРИСТВО З ОБМЕЖЕНОЮ ВІДПОВІДАЛЬНІСТЮ',
  'АКЦІОНЕРНЕ ТОВАРИСТВО',
];

/** Every form the deck knows, as upper-case words; longest first so PUBLIC JOINT STOCK COMPANY wins over JSC. */
const FORMS: readonly (readonly string[])[] = [
  ...new Set([...DECK_LEGAL_FORMS.flat(), ...CYRILLIC_FORMS].map((f) => f.toUpperCase())),
]
  .map((f) => f.split(/\s+/))
  .sort((a, b) => b.length - a.length || b.join(' ').length - a.join(' ').length);

/** Forms that are often part of the name itself ("... TRADING COMPANY"): never moved. */
const NOT_MOVED: ReadonlySet<string> = new Set(['CO', 'CO.', 'COMPANY']);

const word = (token: string) => token.toUpperCase().replace(/^[^\p{L}\d]+|[^\p{L}\d.]+$/gu, '');

interface FoundForm {
  form: readonly string[];
  at: 'start' | 'end';
  /** The name's tokens, the form's tokens at [from, from + form.length). */
  parts: string[];
  from: number;
}

/** The listed form at the start or the end of the name, matched word for word. */
function findForm(full: string): FoundForm | undefined {
  const parts = full
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  for (const form of FORMS) {
    if (parts.length <= form.length) continue;
    const starts = form.every((w, k) => word(parts[k] ?? '') === w);
    if (starts) return { form, at: 'start', parts, from: 0 };
    const from = parts.length - form.length;
    const ends = form.every(
      (w, k) => word(parts[from + k] ?? '').replace(/\.$/, '') === w.replace(/\.$/, ''),
    );
    if (ends) return { form, at: 'end', parts, from };
  }
  return undefined;
}

/** The distinctive rest of the name (3+ letters), with a trailing comma before an end form removed. */
function stemOf(found: FoundForm): string[] | undefined {
  const stem = [
    ...found.parts.slice(0, found.from),
    ...found.parts.slice(found.from + found.form.length),
  ];
  const last = stem.length - 1;
  if (last >= 0) stem[last] = (stem[last] ?? '').replace(/,+$/, '');
  const cleaned = stem.filter((t) => t !== '');
  return cleaned.join('').replace(/[^\p{L}\d]/gu, '').length >= 3 ? cleaned : undefined;
}

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CYRILLIC = 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЫЬЭЮЯ';
const QWERTY = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];
const JCUKEN = ['ЙЦУКЕНГШЩЗХЪ', 'ФЫВАПРОЛДЖЭ', 'ЯЧСМИТЬБЮ'];

/** Letters left and right of `letter` on its keyboard row (QWERTY or ЙЦУКЕН). */
function neighbours(letter: string): string[] {
  for (const row of [...QWERTY, ...JCUKEN]) {
    const at = row.indexOf(letter);
    if (at >= 0) return [row[at - 1], row[at + 1]].filter((c): c is string => c !== undefined);
  }
  return [];
}

type Slip = 'insert' | 'delete' | 'substitute' | 'transpose' | 'keyboard';
const SLIPS: readonly Slip[] = ['insert', 'delete', 'substitute', 'transpose', 'keyboard'];

/** One slip in an upper-case word (its own alphabet), or undefined when the slip leaves it unchanged. */
function slip(text: string, kind: Slip, rng: Prng): string | undefined {
  const chars = [...text];
  const alphabet = /\p{Script=Cyrillic}/u.test(text) ? CYRILLIC : LATIN;
  const at = rng.int(chars.length);
  const current = chars[at] ?? '';
  if (kind === 'insert') chars.splice(at, 0, rng.pick([...alphabet]));
  else if (kind === 'delete') chars.splice(at, 1);
  else if (kind === 'substitute') chars[at] = rng.pick([...alphabet].filter((c) => c !== current));
  else if (kind === 'keyboard') {
    const near = neighbours(current);
    if (near.length === 0) return undefined;
    chars[at] = rng.pick(near);
  } else {
    const next = at + 1 < chars.length ? at + 1 : at - 1;
    const [a, b] = [Math.min(at, next), Math.max(at, next)];
    const left = chars[a];
    const right = chars[b];
    if (left === undefined || right === undefined || left === right) return undefined;
    chars[a] = right;
    chars[b] = left;
  }
  const out = chars.join('');
  return out === text ? undefined : out;
}

const isEntityName = (script: string, type: string) =>
  type === 'entity' && (script === 'latin' || script === 'cyrillic');

/**
 * `legal-form-slip`: one slip (insert, delete, substitute, transpose, keyboard neighbour) inside one word of 5+
 * letters of the listed legal form; the distinctive words typed as listed.
 */
export const legalFormSlipCase: Generate = (c, rng) => {
  if (!isEntityName(c.name.script, c.entity.type)) return undefined;
  const found = findForm(c.name.full);
  if (!found || !stemOf(found)) return undefined;
  const words = found.form.flatMap((w, k) => (/^\p{L}{5,}$/u.test(w) ? [k] : []));
  if (words.length === 0) return undefined;
  const k = rng.pick(words);
  const target = found.form[k] ?? '';
  for (const kind of rng.shuffle(SLIPS)) {
    const slipped = slip(target, kind, rng);
    if (slipped === undefined) continue;
    const parts = [...found.parts];
    const at = found.from + k;
    // Keep the listed token's punctuation ("ОТВЕТСТВЕННОСТЬЮ," stays with its comma), upper case as listed.
    parts[at] = (parts[at] ?? '').toUpperCase().replace(target, slipped);
    return {
      query: latinQuery(parts, c.entity),
      note: `${kind} in ${target} -> ${slipped}`,
    };
  }
  return undefined;
};

/**
 * `legal-form-moved`: one word of a 3+ word legal form left out ("JOINT COMPANY X" for "JOINT STOCK COMPANY X"),
 * or the form moved from the front to the end or from the end to the front.
 */
export const legalFormMovedCase: Generate = (c, rng) => {
  if (!isEntityName(c.name.script, c.entity.type)) return undefined;
  // A form inside quotes ("'UNITED COMPANY RUSAL'") is part of the name, not the entity's legal form.
  if (/['"»”)]$/.test(c.name.full.trim()) && /^['"«“(]/.test(c.name.full.trim())) return undefined;
  const found = findForm(c.name.full);
  const stem = found && stemOf(found);
  if (!found || !stem) return undefined;
  const formText = found.parts.slice(found.from, found.from + found.form.length);
  const droppable = found.form.flatMap((w, k) =>
    found.form.length >= 3 && w.length >= 3 ? [k] : [],
  );
  const movable = !NOT_MOVED.has(found.form.join(' '));
  const options = [
    ...(droppable.length > 0 ? (['drop'] as const) : []),
    ...(movable ? (['move'] as const) : []),
  ];
  if (options.length === 0) return undefined;
  if (rng.pick(options) === 'drop') {
    const k = rng.pick(droppable);
    const parts = found.parts.filter((_, i) => i !== found.from + k);
    return {
      query: latinQuery(parts, c.entity),
      note: `dropped ${found.form[k] ?? ''} from ${found.form.join(' ')}`,
    };
  }
  const form = formText.map((t) => t.replace(/,+$/, ''));
  const parts = found.at === 'start' ? [...stem, ...form] : [...form, ...stem];
  return {
    query: latinQuery(parts, c.entity),
    note: `${found.form.join(' ')} moved to the ${found.at === 'start' ? 'end' : 'front'}`,
  };
};
