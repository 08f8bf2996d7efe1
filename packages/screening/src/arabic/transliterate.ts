/**
 * Arabic token → candidate Latin spellings. Known names come from the learned and curated tables;
 * anything else gets a rule-based rendering whose consonant skeleton is right even where the
 * unwritten short vowels are guessed.
 */
import { splitArabicParticle } from './particles';
import { arabicVariantGroup } from './variant-groups';

/** Arabic-token → Latin-token table, e.g. learned from the lists' bilingual names (`learnTransliterations`). */
export interface TransliterationTable {
  /** Latin spellings of a normalised Arabic token, most supported first; empty when unknown. */
  lookup(arabicToken: string): readonly string[];
  /** Number of Arabic tokens the table knows. */
  readonly size: number;
}

/** Usual Latin spellings of each consonant, most frequent first (ALA-LC without diacritics, then common variants). */
// prettier-ignore
const CONSONANTS: Readonly<Record<string, readonly string[]>> = {
  ب: ['b'], ت: ['t'], ث: ['th', 's'], ج: ['j', 'g'], ح: ['h'], خ: ['kh'], د: ['d'], ذ: ['dh', 'z'],
  ر: ['r'], ز: ['z'], س: ['s'], ش: ['sh'], ص: ['s'], ض: ['d', 'dh'], ط: ['t'], ظ: ['z', 'dh'],
  غ: ['gh'], ف: ['f'], ق: ['q', 'k'], ك: ['k'], ل: ['l'], م: ['m'], ن: ['n'], ه: ['h'],
  چ: ['ch'], // R7.1: the Persian letter, kept by the normaliser
};

const MAX_CANDIDATES = 8;

type Piece = { readonly options: readonly string[]; readonly vowel: boolean };

/** Splits a bare word into Latin pieces, deciding per letter whether it is a consonant or a vowel. */
function pieces(word: string): Piece[] {
  const letters = [...word];
  const out: Piece[] = [];
  letters.forEach((letter, index) => {
    const previous = index > 0 ? letters[index - 1] : undefined;
    const next = letters[index + 1];
    const isFirst = index === 0;
    const isLast = index === letters.length - 1;
    const nextIsVowelLetter = next === 'ا' || next === 'و' || next === 'ي';
    switch (letter) {
      case 'ا':
        out.push({ options: isFirst ? ['a', 'i'] : ['a'], vowel: true });
        return;
      case 'ع':
        if (isFirst) out.push({ options: ['a', 'e', 'i'], vowel: true });
        else if (!nextIsVowelLetter && !isLast) out.push({ options: ['a'], vowel: true });
        return;
      case 'ء':
        return;
      case 'و':
        if (isFirst || nextIsVowelLetter || previous === 'ا')
          out.push({ options: ['w'], vowel: false });
        else out.push({ options: ['u', 'ou', 'o'], vowel: true });
        return;
      case 'ي':
        if (isFirst || (nextIsVowelLetter && !isLast) || previous === 'ا')
          out.push({ options: ['y'], vowel: false });
        else out.push({ options: ['i', 'ee', 'y'], vowel: true });
        return;
      case 'ه':
        if (isLast && !isFirst && previous !== 'ا' && previous !== 'و' && previous !== 'ل') {
          out.push({ options: ['a', 'ah'], vowel: true });
          return;
        }
        break;
      default:
        break;
    }
    out.push({ options: CONSONANTS[letter] ?? [''], vowel: false });
  });
  return out;
}

/**
 * Renders pieces: consonant clusters get a short `a` between them (the commonest unwritten vowel),
 * except word-finally. `choice` selects the alternative spelling of one ambiguous piece.
 */
function render(parts: readonly Piece[], choice?: { index: number; option: number }): string {
  let out = '';
  parts.forEach((part, index) => {
    const option = choice?.index === index ? choice.option : 0;
    out += part.options[option] ?? part.options[0] ?? '';
    const next = parts[index + 1];
    const isLastConsonantPair = index === parts.length - 2;
    if (!part.vowel && next && !next.vowel && !isLastConsonantPair) out += 'a';
  });
  return out;
}

/** Rule-based renderings of a bare word: the primary spelling, then one ambiguous letter changed at a time. */
function ruleBased(word: string): string[] {
  const parts = pieces(word);
  const out = [render(parts)];
  parts.forEach((part, index) => {
    for (let option = 1; option < part.options.length; option += 1)
      out.push(render(parts, { index, option }));
  });
  return out;
}

/** Latin spellings of compound tails whose article is often assimilated or contracted in Latin. */
const COMPOUND_TAILS: readonly (readonly [string, readonly string[]])[] = [
  ['الله', ['ullah', 'allah']],
  ['الدين', ['uddin', 'eddine', 'aldin']],
  ['الاسلام', ['ulislam', 'alislam']],
  ['الحق', ['ulhaq', 'alhaq']],
];

/** Known or rule-based spellings of a bare word (no learned table): curated group first. */
function wordCandidates(word: string): string[] {
  const group = arabicVariantGroup(word);
  return group ? [...group.latin] : ruleBased(word);
}

/** Spellings of compounds not in the curated data: عبد + name, name + الله/الدين, joined ابو + name. */
function compoundCandidates(stem: string): string[] {
  const out: string[] = [];
  if (stem.startsWith('عبد') && stem.length > 5) {
    const rest = stem.slice(3);
    const tail = rest.startsWith('ال') ? rest.slice(2) : rest;
    for (const t of wordCandidates(tail).slice(0, 2)) out.push(`abdul${t}`, `abdel${t}`);
  }
  for (const [tail, spellings] of COMPOUND_TAILS) {
    if (stem.endsWith(tail) && stem.length > tail.length + 1) {
      const heads = wordCandidates(stem.slice(0, -tail.length)).slice(0, 2);
      for (const spelling of spellings)
        for (const head of heads) out.push(head.replace(/a$/u, '') + spelling);
    }
  }
  if (stem.startsWith('ابو') && stem.length >= 6) {
    for (const t of wordCandidates(stem.slice(3)).slice(0, 2)) out.push(`abu${t}`, `abou${t}`);
  }
  return out;
}

function stemCandidates(stem: string, table: TransliterationTable | undefined): string[] {
  const out: string[] = [];
  if (table) out.push(...table.lookup(stem));
  const group = arabicVariantGroup(stem);
  if (group) out.push(...group.latin);
  else out.push(...compoundCandidates(stem));
  out.push(...ruleBased(stem));
  return out;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/**
 * Candidate Latin renderings (lowercase, letters only) of a normalised Arabic token, most likely first, at most 8.
 *
 * Order: the learned `table` (when given), then the curated variant group, then rule-based renderings.
 * A token with the article (`ال`) yields both the joined form and the bare stem, joined first:
 * `الظواهري` → `['alzawahiri', 'zawahiri', ...]`. Standalone particles: `بن` → `['bin', 'ibn', ...]`.
 *
 * @example transliterateArabicToken('محمد') // ['muhammad', 'mohammed', 'mohamed', ...]
 * @example transliterateArabicToken('حسين')[0] // 'husayn'
 * @example transliterateArabicToken('كريمو') // rule-based, e.g. ['karimu', ...]
 */
export function transliterateArabicToken(token: string, table?: TransliterationTable): string[] {
  if (token === '') return [];
  const learned = table ? table.lookup(token) : [];
  const { particle, stem } = splitArabicParticle(token);
  if (particle === 'ال' && stem !== '') {
    const stems = stemCandidates(stem, table);
    const joined = stems.flatMap((candidate) => [`al${candidate}`, candidate]);
    return unique([...learned, ...joined]).slice(0, MAX_CANDIDATES);
  }
  return unique([...learned, ...stemCandidates(token, table)]).slice(0, MAX_CANDIDATES);
}
