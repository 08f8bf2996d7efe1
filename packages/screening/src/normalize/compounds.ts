/**
 * Theophoric compounds (abd + article + divine name) are written as one, two or three tokens:
 * Abd al-Rahman, Abdul Rahman, Abdurrahman, Abdelrahman, Abd-ar-Rahman. They are one name unit, so
 * both sides fold them to one canonical token `abdul` + stem (`abdulrahman`, `abdullah`).
 */

/** Article spellings after "abd", including sun-letter assimilations (ar-, as-, ad-...). */
const ARTICLES: ReadonlySet<string> = new Set([
  'al',
  'el',
  'ul',
  'ol',
  'il',
  'ar',
  'ur',
  'er',
  'as',
  'us',
  'es',
  'ash',
  'ush',
  'ad',
  'ud',
  'ed',
  'at',
  'ut',
  'az',
  'uz',
  'an',
  'un',
  'en',
  'ath',
  'adh',
]);
/** Leading forms that already hold the article: abdul rahman, abdel aziz, abdoul karim. */
const JOINED_PREFIXES: ReadonlySet<string> = new Set([
  'abdul',
  'abdel',
  'abdal',
  'abdol',
  'abdil',
  'abdoul',
  'abdur',
  'abder',
  'abdar',
  'abdus',
  'abdes',
  'abdas',
]);
/** Tokens that never complete a compound (kinship particles start a new name part). */
const NOT_A_STEM: ReadonlySet<string> = new Set([
  'bin',
  'ibn',
  'ben',
  'bint',
  'abu',
  'abou',
  'ould',
  'wuld',
  'bn',
]);
/** One-token forms: abd + vowel + l (or a doubled sun letter) + stem of 3+ letters. */
const SINGLE_TOKEN_RE = /^abd(?:ou|[aeiou])(?:l|(sh|[rsdtzn])(?=\1))(.{3,})$/;

function canonicalStem(stem: string): string {
  // "allah", "llah", "lah", "lla", "alla": the divine name itself, written with and without its article.
  return stem.replace(/^a?l?lah?/, 'lah');
}

function compound(stem: string): string {
  return `abdul${canonicalStem(stem)}`;
}

/** A head that folds with the next name into one compound token (abd, abdul, abdel ...): R6.3 reads it so. */
export function isCompoundHead(token: string): boolean {
  return token === 'abd' || JOINED_PREFIXES.has(token);
}

/** Folds theophoric compounds in a token sequence into one canonical token each. */
export function foldCompounds(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    const next = tokens[i + 1];
    const afterNext = tokens[i + 2];
    if (
      token === 'abd' &&
      next !== undefined &&
      ARTICLES.has(next) &&
      afterNext !== undefined &&
      !NOT_A_STEM.has(afterNext)
    ) {
      out.push(compound(afterNext));
      i += 2;
      continue;
    }
    // R4.3: "Abd Elrahman", "Abd Ulrazak", "Abd Oulaye", "Abd Ollah": the one-token form split after its
    // head, the article left on the complement. Read as the one-token form it was cut from.
    const cut = token === 'abd' && next !== undefined ? SINGLE_TOKEN_RE.exec(`abd${next}`) : null;
    const cutStem = cut?.[2];
    if (cutStem !== undefined && !NOT_A_STEM.has(next ?? '')) {
      out.push(compound(cutStem));
      i += 1;
      continue;
    }
    if (
      (token === 'abd' || JOINED_PREFIXES.has(token)) &&
      next !== undefined &&
      !NOT_A_STEM.has(next) &&
      !ARTICLES.has(next)
    ) {
      out.push(compound(next));
      i += 1;
      continue;
    }
    const single = SINGLE_TOKEN_RE.exec(token);
    const stem = single?.[2];
    out.push(stem === undefined ? token : compound(stem));
  }
  return out;
}

const MAX_COMPOUND_ALTERNATIVES = 5;

/** Heads a slip is read back to (R4.8): the spaced forms of five letters or more. */
const SLIPPED_HEADS = ['abdul', 'abdel', 'abdur', 'abdus', 'abdoul'];

/**
 * R4.8: a query's compound head typed with one slip ("Akdus Somad", "Adbus SAMAD", "ZBDUR REHMAN") is no head,
 * so nothing folds and nothing is retrieved. A token no list holds (`known` false), one edit from a spaced
 * head, before a stem of 3+ letters, is read as that head: the folded reading `abdul` + stem.
 */
function slippedHeadReading(
  raw: readonly string[],
  known: (token: string) => boolean,
): string[] | undefined {
  const at = raw.findIndex(
    (token, i) =>
      token.length >= 4 &&
      !isHead(token) &&
      !known(token) &&
      (raw[i + 1]?.length ?? 0) >= MIN_STEM &&
      !NOT_A_STEM.has(raw[i + 1] ?? '') &&
      SLIPPED_HEADS.some((head) => withinOneEdit(token, head)),
  );
  if (at < 0) return undefined;
  return foldCompounds([...raw.slice(0, at), 'abdul', ...raw.slice(at + 1)]);
}

/** One insert, delete, substitute or adjacent swap apart (short strings only). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function isHead(token: string): boolean {
  return token === 'abd' || JOINED_PREFIXES.has(token);
}

/** The head of every folded compound (abdulrahman, abdullah). */
export const FOLDED_HEAD = 'abdul';
const MIN_STEM = 3;

/**
 * The stem of a folded compound ("abdulbari" -> "bari") when `query` is its head written alone: "Abdul X" is
 * how "Abdul Bari X" is often shortened, the complement left out like a middle name. Undefined otherwise.
 */
export function compoundHeadStem(query: string, listed: string): string | undefined {
  if (!isHead(query) || !listed.startsWith(FOLDED_HEAD)) return undefined;
  const stem = listed.slice(FOLDED_HEAD.length);
  return stem.length >= MIN_STEM ? stem : undefined;
}

/** R3.18: a complement shorter than this is too common a word alone (Abdul Ali / Ali, Abdul Haq / Haq). */
const MIN_COMPLEMENT = 4;
/**
 * Surname endings: ABDULKADIROV, ABDULLAEV, ABDULAZIZOVA are family names built on a compound, and
 * Kadirov / Abdulkadirov are two surnames, not a compound and its complement.
 */
const SURNAME_ENDING = /(?:ov|ova|ev|eva|vich|vna|oglu|ogly|zade|zoda)$/;

/**
 * R3.18, the mirror of the head rule: the folded compound a query name may be the complement of,
 * written without its head ("basir" -> "abdulbasir", "latif" -> "abdullahtif" as folded), as people
 * shorten Abdul Basir to Basir. Undefined for a name too short to stand alone, a compound or head
 * itself, or a surname (Kadirov is no Abdulkadirov).
 */
export function complementCompound(query: string): string | undefined {
  if (query.length < MIN_COMPLEMENT || query.startsWith(FOLDED_HEAD) || isHead(query))
    return undefined;
  if (SURNAME_ENDING.test(query)) return undefined;
  return compound(query);
}

/**
 * The query name when it is the complement of the listed compound (R3.18), else undefined. Query side
 * only, like the head rule: a listed lone "Basir" is no "Abdul Basir".
 */
export function compoundComplementStem(query: string, listed: string): string | undefined {
  // Cheap test first: this runs for every Latin pair the scorer compares.
  if (!listed.startsWith(FOLDED_HEAD) || listed.length <= query.length) return undefined;
  return complementCompound(query) === listed ? query : undefined;
}

/**
 * Other readings of a query whose "Abd"/"Abdul" the folding may have paired with the wrong part:
 * `raw` is the query as tokenised, before `foldCompounds`. Reordered or surname-first queries put
 * the head next to another name ("al-Razzak Abd FITWI", "Rauf, Abdul"), and lists write it apart
 * too ("RAHIM, Mufti Abdul"). Alternatives: the name as written, unfolded; then the head joined with
 * each other part (with that part's article), at most five, none equal to the folded name.
 */
export function compoundAlternatives(
  raw: readonly string[],
  known: (token: string) => boolean = () => true,
): string[][] {
  const slipped = slippedHeadReading(raw, known);
  if (slipped !== undefined) return [slipped];
  const head = raw.findIndex(isHead);
  if (head < 0) return [];
  const folded = foldCompounds(raw).join(' ');
  const seen = new Set<string>([folded]);
  const out: string[][] = [];
  const add = (tokens: string[]): void => {
    const key = tokens.join(' ');
    if (seen.has(key) || out.length >= MAX_COMPOUND_ALTERNATIVES) return;
    seen.add(key);
    out.push(tokens);
  };
  add([...raw]);
  // R4.3: "Abd Erahmane", "Abd Urezak": a one-token form (Abderahmane, Abdurezak) that does not fold, split
  // after its head: also read joined back as written.
  const complement = raw[head + 1];
  if (raw[head] === 'abd' && complement !== undefined && /^[aeiou]\p{L}{3,}$/u.test(complement))
    add(foldCompounds([...raw.slice(0, head), `abd${complement}`, ...raw.slice(head + 2)]));
  raw.forEach((token, index) => {
    if (index === head || isHead(token)) return;
    if (ARTICLES.has(token) || NOT_A_STEM.has(token) || token.length < 3) return;
    const article = index - 1 !== head && ARTICLES.has(raw[index - 1] ?? '') ? index - 1 : -1;
    const alternative: string[] = [];
    raw.forEach((other, at) => {
      if (at === head || at === article) return;
      alternative.push(at === index ? compound(other) : other);
    });
    add(foldCompounds(alternative));
  });
  return out;
}
