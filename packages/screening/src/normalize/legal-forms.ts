/**
 * Legal forms written out, translated or transliterated, folded to the abbreviation the token tags know
 * (`ORG_CLASSES` in token-tags.ts, where equal classes are variants: OOO = LLC, PAO = PJSC = JSC). Both list
 * names and queries pass here, so "M INVEST, OBSHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU" and "M INVEST, OOO"
 * have the same tokens, and four rare words of a spelled-out form can no longer carry a match to another entity.
 * Cyrillic forms (ООО, ПАО) arrive here already romanised (ooo, pao).
 *
 * Each phrase is a list of positions; a position lists the spellings met in the lists and in practice.
 */
const PHRASES: readonly (readonly [readonly (readonly string[])[], readonly string[]])[] = [
  [
    [
      ['obshchestvo', 'obschestvo', 'obshestvo'],
      ['s'],
      ['ogranichennoy', 'ogranichennoi', 'ogranichennoj', 'ogranichenoy'],
      ['otvetstvennostyu', 'otvetstvennostiu', 'otvetstvennostju', 'otvetstvennostu'],
    ],
    ['ooo'],
  ],
  [
    [
      ['tovarystvo', 'tovarishestvo'],
      ['z'],
      ['obmezhenoyu', 'obmezhenoiu'],
      ['vidpovidalnistyu', 'vidpovidalnistiu'],
    ],
    ['tov'],
  ],
  [[['publichnoe', 'publichnoye'], ['aktsionernoe', 'aktsionernoye'], ['obshchestvo']], ['pao']],
  [[['otkrytoe', 'otkrytoye'], ['aktsionernoe', 'aktsionernoye'], ['obshchestvo']], ['oao']],
  [[['zakrytoe', 'zakrytoye'], ['aktsionernoe', 'aktsionernoye'], ['obshchestvo']], ['zao']],
  [[['aktsionernoe', 'aktsionernoye'], ['obshchestvo']], ['ao']],
  [[['free'], ['zone'], ['limited'], ['liability'], ['company']], ['fzllc']],
  [[['free'], ['zone'], ['establishment']], ['fze']],
  [[['free'], ['zone'], ['company', 'co']], ['fzco']],
  [[['limited'], ['liability'], ['company', 'co']], ['llc']],
  [[['limited'], ['liability'], ['partnership']], ['llp']],
  [[['public'], ['limited'], ['company']], ['plc']],
  [[['public'], ['joint'], ['stock'], ['company', 'co']], ['pjsc']],
  [[['open'], ['joint'], ['stock'], ['company', 'co']], ['ojsc']],
  [[['closed'], ['joint'], ['stock'], ['company', 'co']], ['cjsc']],
  [[['joint'], ['stock'], ['company', 'co']], ['jsc']],
  [
    [['sociedad'], ['anonima'], ['de'], ['capital'], ['variable']],
    ['sa', 'de', 'cv'],
  ],
  [[['sociedad'], ['anonima']], ['sa']],
  [[['societe'], ['anonyme']], ['sa']],
  [[['sociedad'], ['de'], ['responsabilidad'], ['limitada']], ['srl']],
  [[['gesellschaft'], ['mit'], ['beschrankter', 'beschraenkter'], ['haftung']], ['gmbh']],
];

/** Longest phrase first, so "public joint stock company" is not read as "joint stock company" after "public". */
const ORDERED = [...PHRASES].sort((a, b) => b[0].length - a[0].length);

function matchAt(tokens: readonly string[], at: number, phrase: readonly (readonly string[])[]) {
  for (let k = 0; k < phrase.length; k += 1) {
    const token = tokens[at + k];
    if (token === undefined || !(phrase[k] ?? []).includes(token)) return false;
  }
  return true;
}

/** Spelled-out legal forms folded to their abbreviation; other tokens unchanged. */
export function foldLegalForms(input: readonly string[]): string[] {
  let tokens = input;
  // Most names hold no legal-form word: skip the scan.
  if (!tokens.some((t) => FIRST_WORDS.has(t))) return [...tokens];
  // "JOINT-STOCK" written without its hyphen.
  tokens = tokens.flatMap((t) => (t === 'jointstock' ? ['joint', 'stock'] : [t]));
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const found = ORDERED.find(([phrase]) => matchAt(tokens, i, phrase));
    if (found) {
      out.push(...found[1]);
      i += found[0].length;
    } else {
      out.push(tokens[i] ?? '');
      i += 1;
    }
  }
  return out;
}

const FIRST_WORDS: ReadonlySet<string> = new Set([
  ...PHRASES.flatMap(([phrase]) => phrase[0] ?? []),
  'jointstock',
]);
