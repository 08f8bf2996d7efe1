import type { Prng } from './prng';

const HARAKAT = ['\u064e', '\u064f', '\u0650', '\u0652'];
const TATWEEL = '\u0640';
const ARABIC_LETTER = /[\u0621-\u064a]/u;

interface ArabicRule {
  note: string;
  apply(name: string, rng: Prng): string;
}

/** Replaces one occurrence picked at random among the matches of `pattern`. */
function replaceOne(
  text: string,
  pattern: RegExp,
  to: (match: string) => string,
  rng: Prng,
): string {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  const hits = [...text.matchAll(global)];
  if (hits.length === 0) return text;
  const hit = rng.pick(hits);
  const at = hit.index;
  return `${text.slice(0, at)}${to(hit[0])}${text.slice(at + hit[0].length)}`;
}

/** Spelling variation seen in Arabic-script names (research 4.1): hamza, ta marbuta, alef maqsura, Persian letters, compounds, vowels. */
const RULES: readonly ArabicRule[] = [
  { note: 'hamza on alef dropped', apply: (n, r) => replaceOne(n, /[أإآ]/u, () => 'ا', r) },
  {
    note: 'hamza on initial alef added',
    apply: (n, r) => replaceOne(n, /(?<=^|\s)ا/u, () => 'أ', r),
  },
  { note: 'ta marbuta as ha', apply: (n, r) => replaceOne(n, /ة(?=\s|$)/u, () => 'ه', r) },
  {
    note: 'final ha as ta marbuta',
    apply: (n, r) => replaceOne(n, /(?<=\p{L}{2})ه(?=\s|$)/u, () => 'ة', r),
  },
  { note: 'alef maqsura as ya', apply: (n, r) => replaceOne(n, /ى(?=\s|$)/u, () => 'ي', r) },
  { note: 'final ya as alef maqsura', apply: (n, r) => replaceOne(n, /ي(?=\s|$)/u, () => 'ى', r) },
  {
    note: 'Persian yeh/kaf',
    apply: (n, r) => replaceOne(n, /[يك]/u, (m) => (m === 'ي' ? 'ی' : 'ک'), r),
  },
  {
    note: 'Arabic yeh/kaf for Persian',
    apply: (n, r) => replaceOne(n, /[یک]/u, (m) => (m === 'ی' ? 'ي' : 'ك'), r),
  },
  {
    note: 'compound joined',
    apply: (n, r) => replaceOne(n, /(?<=(?:^|\s)(?:عبد|ابو|أبو))\s+/u, () => '', r),
  },
  {
    note: 'compound split',
    apply: (n, r) => replaceOne(n, /(?<=(?:^|\s)عبد)(?=ال)/u, () => ' ', r),
  },
  {
    note: 'article dropped',
    apply: (n, r) => replaceOne(n, /(?<=^|\s)ال(?=\p{L}{3,})/u, () => '', r),
  },
  {
    note: 'harakat added',
    apply: (n, r) =>
      replaceOne(n, /[\u0628-\u064a](?=[\u0621-\u064a])/u, (m) => `${m}${r.pick(HARAKAT)}`, r),
  },
  {
    note: 'tatweel added',
    apply: (n, r) =>
      replaceOne(n, /[\u0628-\u0647](?=[\u0621-\u064a])/u, (m) => `${m}${TATWEEL}`, r),
  },
  {
    note: 'long vowel written',
    apply: (n, r) =>
      replaceOne(
        n,
        /(?<=[\u0628-\u064a])[\u0628-\u0647](?=[\u0628-\u064a]\p{L})/u,
        (m) => `${m}${r.pick(['ا', 'و', 'ي'])}`,
        r,
      ),
  },
  {
    note: 'long vowel dropped',
    apply: (n, r) => replaceOne(n, /(?<=\p{L}{2})[اوي](?=\p{L}{2})/u, () => '', r),
  },
  {
    note: 'space inside ibn/bin',
    apply: (n, r) => replaceOne(n, /(?<=\s)(بن|ابن)(?=\s)/u, (m) => (m === 'بن' ? 'ابن' : 'بن'), r),
  },
];

/** Applies one or two spelling variations; undefined when none changes the name. */
export function varyArabicName(
  name: string,
  rng: Prng,
): { name: string; note: string } | undefined {
  if (!ARABIC_LETTER.test(name)) return undefined;
  let current = name.trim();
  const notes: string[] = [];
  const wanted = rng.next() < 0.35 ? 2 : 1;
  for (const rule of rng.shuffle(RULES)) {
    if (notes.length >= wanted) break;
    const next = rule.apply(current, rng).replace(/\s+/g, ' ').trim();
    if (next !== current && next !== '') {
      current = next;
      notes.push(rule.note);
    }
  }
  return notes.length > 0 && current !== name.trim()
    ? { name: current, note: notes.join(', ') }
    : undefined;
}
