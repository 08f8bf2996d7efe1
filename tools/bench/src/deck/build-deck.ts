import type { ListEntity, ListId } from '@sanctions/screening';
import { formatPartialDate } from '@sanctions/server/domains/screening/engine/to-sanction-entry';
import { varyArabicName } from './arabic-variants';
import { deckCaseSchema } from './deck-model';
import type { DeckCase, DeckCategoryId } from './deck-model';
import { COMMON_GIVEN_NAMES } from './common-names';
import { hasArabicNameToken, treatLatinTransliteration } from './latin-transliteration';
import {
  treatCasePunctuation,
  treatExtraToken,
  treatInitials,
  treatMissingToken,
  treatReorder,
  treatSplitJoin,
  treatTypo,
} from './latin-treatments';
import type { Treated } from './latin-treatments';
import { ListedNames } from './listed-names';
import {
  arabicNames,
  arabicQuery,
  canonicalTokens,
  contentTokenCount,
  latinNames,
  latinQuery,
  primaryLatin,
} from './name-tools';
import { buildNegatives } from './negatives';
import { createPrng, hashSeed } from './prng';
import type { Prng } from './prng';
import type { Candidate, Generate } from './deck-candidate';
import { buildCommonGivenAlone } from './common-given-cases';
import { buildCommonNames } from './common-name-cases';
import { cyrillicForLatinOnly, latinOnlySlavic, otherRomanisation } from './cyrillic-cases';
import { dobFarCase, dobPartialCase, isPlainDate } from './dob-range-cases';
import { droppedMiddleCase } from './dropped-middle-cases';
import { isKoreanName, koreanRomanisation } from './korean-cases';
import { legalFormCase } from './legal-form-cases';
import { legalFormMovedCase, legalFormSlipCase } from './legal-form-slip-cases';
import { nationalRomanisation } from './national-romanisation-cases';
import { nicknameCase } from './nickname-cases';
import { shortGivenCase } from './short-given-cases';
import { oneNameArabic, oneNameLatin } from './one-name-cases';
import { oneNameTyped } from './one-name-typed-cases';
import { buildRelatives } from './relative-cases';
import {
  compoundVariants,
  keyboardSlip,
  missingWord,
  oneWordEntitySlip,
  twoTypos,
} from './slip-cases';
import { TokenSpread } from './token-spread';
import { buildWeakAliasNegatives } from './weak-alias-cases';

/** Queries per positive category, where the lists hold enough eligible names. */
export const PER_CATEGORY = 200;
const HELD_OUT_COUNT = 150;
const DOB_COUNT = 150;

/** Builds the labelled deck from the parsed lists. Pure and deterministic: same lists, same deck. */
export function buildDeck(entities: readonly ListEntity[]): DeckCase[] {
  const listed = new ListedNames(entities);
  const latin = (filter: (c: Candidate) => boolean) =>
    entities
      .flatMap((entity) =>
        latinNames(entity).map((name) => ({ entity, name, nameIndex: entity.names.indexOf(name) })),
      )
      .filter(filter);
  const primaries = entities.flatMap((entity) => {
    const name = primaryLatin(entity);
    return name ? [{ entity, name, nameIndex: entity.names.indexOf(name) }] : [];
  });
  const people = primaries.filter((c) => c.entity.type === 'individual');
  const arabic = entities.flatMap((entity) =>
    latinNames(entity).length === 0
      ? []
      : arabicNames(entity).map((name) => ({
          entity,
          name,
          nameIndex: entity.names.indexOf(name),
        })),
  );
  const withTokens = (c: Candidate) => canonicalTokens(c.name, c.entity);
  const fromTreatment =
    (treat: (parts: string[], rng: Prng) => Treated | undefined): Generate =>
    (c, rng) => {
      const treated = treat(withTokens(c), rng);
      return treated && { query: latinQuery(treated.parts, c.entity), note: treated.note };
    };

  const deck: DeckCase[] = [];
  const add = (category: DeckCategoryId, pool: Candidate[], count: number, generate: Generate) =>
    deck.push(...sample(category, pool, count, generate));

  add('exact', primaries, PER_CATEGORY, (c) => ({ query: latinQuery(withTokens(c), c.entity) }));
  add(
    'alias',
    latin((c) => c.name.kind !== 'primary'),
    PER_CATEGORY,
    (c) => ({
      query: latinQuery(withTokens(c), c.entity),
      note: `${c.name.kind} alias`,
    }),
  );
  add('case-punctuation', primaries, PER_CATEGORY, fromTreatment(treatCasePunctuation));
  add('typo', primaries, PER_CATEGORY, fromTreatment(treatTypo));
  add('reordering', people, PER_CATEGORY, fromTreatment(treatReorder));
  add(
    'missing-token',
    people.filter((c) => contentTokenCount(withTokens(c)) >= 3),
    PER_CATEGORY,
    fromTreatment(treatMissingToken),
  );
  add(
    'extra-token',
    people,
    PER_CATEGORY,
    fromTreatment((parts, rng) => treatExtraToken(parts, rng, COMMON_GIVEN_NAMES)),
  );
  add(
    'initials',
    people.filter((c) => contentTokenCount(withTokens(c)) >= 2),
    PER_CATEGORY,
    fromTreatment(treatInitials),
  );
  add('split-join', primaries, PER_CATEGORY, fromTreatment(treatSplitJoin));
  add(
    'translit-latin',
    people.filter((c) => arabicNames(c.entity).length > 0 || hasArabicNameToken(withTokens(c))),
    PER_CATEGORY,
    fromTreatment(treatLatinTransliteration),
  );

  const heldOut = sample(
    'arabic-vs-latin-only',
    arabic,
    HELD_OUT_COUNT,
    (c) => ({
      query: arabicQuery(c.name.full.trim()),
      note: `listed Arabic name removed from the index; Latin: ${primaryLatin(c.entity)?.full ?? ''}`,
    }),
    { onePerEntity: true },
  );
  const heldOutKeys = new Set(
    heldOut.map((d) => `${d.expected?.sanctionList}/${d.expected?.sourceId}`),
  );
  const notHeldOut = arabic.filter(
    (c) => !heldOutKeys.has(`${c.entity.sanctionList}/${c.entity.sourceId}`),
  );
  add('arabic-as-listed', notHeldOut, PER_CATEGORY, (c) => ({
    query: arabicQuery(c.name.full.trim()),
  }));
  add('arabic-variant', notHeldOut, PER_CATEGORY, (c, rng) => {
    const varied = varyArabicName(c.name.full, rng);
    return varied && { query: arabicQuery(varied.name), note: varied.note };
  });
  deck.push(...heldOut);

  const dated = people.filter((c) => c.entity.birthDates.some(isPlainDate));
  add('dob-agree', dated, DOB_COUNT, (c, rng) => {
    const date = c.entity.birthDates.find(isPlainDate);
    const treated = treatTypo(withTokens(c), rng);
    if (!date || !treated) return undefined;
    const iso = formatPartialDate(date);
    return { query: latinQuery(treated.parts, c.entity, iso), note: `${treated.note}; DOB ${iso}` };
  });
  add('dob-conflict', dated, DOB_COUNT, (c, rng) => {
    const date = c.entity.birthDates.find(isPlainDate);
    const perturbed = date && perturbDate(date.year ?? 0, date.month, date.day, rng);
    if (!perturbed) return undefined;
    return {
      query: latinQuery(withTokens(c), c.entity, perturbed),
      note: `listed DOB ${date.raw}, query ${perturbed}`,
    };
  });

  deck.push(...buildNegatives(entities, listed));

  // Round 3 (issue 9 item 8): partial names, nicknames, scripts and standards, legal forms, dates, relatives.
  const spread = new TokenSpread(entities);
  const named = (script: 'arabic' | 'cyrillic') =>
    entities.flatMap((entity) =>
      entity.names
        .filter((n) => n.script === script && n.full.trim() !== '')
        .map((name) => ({ entity, name, nameIndex: entity.names.indexOf(name) })),
    );
  add('one-name', primaries, PER_CATEGORY, oneNameLatin(spread));
  add('one-name-arabic', named('arabic'), PER_CATEGORY, oneNameArabic(spread));
  deck.push(...buildCommonGivenAlone(entities, listed, spread));
  add('nickname', people, PER_CATEGORY, nicknameCase);
  add('cyrillic-vs-latin', people.filter(latinOnlySlavic), PER_CATEGORY, cyrillicForLatinOnly);
  add(
    'romanisation',
    [...named('cyrillic'), ...people.filter(latinOnlySlavic)],
    PER_CATEGORY,
    otherRomanisation,
  );
  add('korean-romanisation', latin(isKoreanName), PER_CATEGORY, koreanRomanisation);
  add(
    'legal-form',
    latin((c) => c.entity.type === 'entity'),
    PER_CATEGORY,
    legalFormCase,
  );
  add('dropped-middle', people, PER_CATEGORY, droppedMiddleCase);
  add('dob-partial', dated, DOB_COUNT, dobPartialCase);
  add('dob-far', dated, DOB_COUNT, dobFarCase);
  deck.push(...buildWeakAliasNegatives(entities, listed));
  deck.push(...buildRelatives(entities, listed));
  // Appended last so every earlier case stays byte-identical (ADR 002 R3.14-R3.16).
  add(
    'one-name-typed',
    latin(() => true),
    PER_CATEGORY,
    oneNameTyped(spread),
  );
  // Round 4 (issue 22 item 5): appended last, earlier cases stay byte-identical.
  deck.push(...buildCommonNames(entities, listed));
  // Round 4 (issue 22 item 2): appended so every earlier case stays byte-identical.
  const companies = entities.flatMap((entity) =>
    entity.type !== 'entity'
      ? []
      : entity.names
          .filter((n) => (n.script === 'latin' || n.script === 'cyrillic') && n.full.trim() !== '')
          .map((name) => ({ entity, name, nameIndex: entity.names.indexOf(name) })),
  );
  add('legal-form-slip', companies, PER_CATEGORY, legalFormSlipCase);
  add('legal-form-moved', companies, PER_CATEGORY, legalFormMovedCase);
  // Round 4 (issue 22 item 1), appended last so every earlier case stays byte-identical.
  add('two-typos', primaries, PER_CATEGORY, twoTypos(spread, listed));
  add('keyboard-slip', primaries, PER_CATEGORY, keyboardSlip(spread, listed));
  add('missing-word', primaries, PER_CATEGORY, missingWord);
  add(
    'one-word-entity-slip',
    latin((c) => c.entity.type !== 'individual'),
    PER_CATEGORY,
    oneWordEntitySlip(spread, listed),
  );
  add(
    'compound-variants',
    latin((c) => c.entity.type === 'individual'),
    PER_CATEGORY,
    compoundVariants,
  );
  // Round 4 (issue 22 item 3), appended after every earlier category for the same reason.
  add('short-given', people, PER_CATEGORY, shortGivenCase());
  // Round 4 (issue 22 item 4), appended last. The Arabic family name alone is drawn from the held-out entities
  // of arabic-vs-latin-only, whose Arabic names the bench removes: only the Latin form is listed.
  const byArabicFamily = oneNameArabic(spread);
  add(
    'arabic-surname-alone',
    arabic.filter((c) => heldOutKeys.has(`${c.entity.sanctionList}/${c.entity.sourceId}`)),
    PER_CATEGORY,
    (c, rng) => {
      const made = byArabicFamily(c, rng);
      return made && { query: made.query, note: `${made.note ?? ''}; Arabic names held out` };
    },
  );
  add(
    'national-romanisation',
    [...named('cyrillic'), ...people.filter(latinOnlySlavic)],
    PER_CATEGORY,
    nationalRomanisation,
  );
  return deck;
}

/** ±1 year, or day and month swapped: the usual data-entry slips (research 7.9 #20). */
function perturbDate(
  year: number,
  month: number | undefined,
  day: number | undefined,
  rng: Prng,
): string | undefined {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (month !== undefined && day !== undefined && day <= 12 && day !== month && rng.next() < 0.4) {
    return `${year}-${pad(day)}-${pad(month)}`;
  }
  const shifted = year + (rng.next() < 0.5 ? -1 : 1);
  if (month === undefined) return String(shifted);
  return day === undefined ? `${shifted}-${pad(month)}` : `${shifted}-${pad(month)}-${pad(day)}`;
}

/**
 * Takes up to `count` cases from the pool, round-robin over the lists (so UN, UK and EU are represented beside
 * the much larger OFAC list), in an order fixed by a hash of each candidate; each candidate gets its own PRNG.
 */
function sample(
  category: DeckCategoryId,
  pool: readonly Candidate[],
  count: number,
  generate: Generate,
  options: { onePerEntity?: boolean } = {},
): DeckCase[] {
  const key = (c: Candidate) =>
    `${category}/${c.entity.sanctionList}/${c.entity.sourceId}/${c.nameIndex}`;
  const byList = new Map<ListId, { key: string; candidate: Candidate; order: number }[]>();
  for (const candidate of pool) {
    const k = key(candidate);
    const bucket = byList.get(candidate.entity.sanctionList) ?? [];
    bucket.push({ key: k, candidate, order: hashSeed(k) });
    byList.set(candidate.entity.sanctionList, bucket);
  }
  const queues = [...byList.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, bucket]) => bucket.sort((a, b) => a.order - b.order || a.key.localeCompare(b.key)));
  const cases: DeckCase[] = [];
  const seenQueries = new Set<string>();
  const seenEntities = new Set<string>();
  while (cases.length < count && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      if (cases.length >= count) break;
      const next = queue.shift();
      if (!next) continue;
      const { candidate } = next;
      const entityKey = `${candidate.entity.sanctionList}/${candidate.entity.sourceId}`;
      if (options.onePerEntity && seenEntities.has(entityKey)) continue;
      const generated = generate(candidate, createPrng(next.key));
      if (!generated) continue;
      const text = JSON.stringify(generated.query);
      if (seenQueries.has(text)) continue;
      // A query the search API would refuse (e.g. a name over the length limit) is no test of the engine.
      const parsed = deckCaseSchema.safeParse({
        id: next.key,
        category,
        query: generated.query,
        expected: {
          sanctionList: candidate.entity.sanctionList,
          sourceId: candidate.entity.sourceId,
        },
        ...(generated.note === undefined ? {} : { note: generated.note }),
      });
      if (!parsed.success) continue;
      seenQueries.add(text);
      seenEntities.add(entityKey);
      cases.push(parsed.data);
    }
  }
  return cases;
}
