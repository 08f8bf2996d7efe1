import { legalFormNote } from './explain/legal-form-note';
import { Rule, type RuleSet } from './compare/token-similarity';
import {
  AGGREGATE,
  EVIDENCE,
  ALGORITHM_VERSION,
  SLIP_FLOOR,
  DEFAULT_MAX_RESULTS,
  DEFAULT_MIN_CONFIDENCE,
  DEFAULT_RISK_THRESHOLDS,
  WEAK_NAME,
} from './config';
import { analysisAr } from './explain/analysis-ar';
import { analysisEn } from './explain/analysis-en';
import type { MatchFacts } from './explain/match-facts';
import { KIND_RANK, LIST_CODES, ScreeningIndexData, type NameRecord } from './index/build-index';
import { PACKED } from './index/packed-records';
import { findCandidates } from './index/candidates';
import { titledFamilyQueryKeys } from './index/titled-families';
import type { Vocabulary } from './index/vocabulary';
import type { AnyListEntity, ListId } from './model/list-entity';
import { prepareQueryNames } from './query/prepare-query';
import { validateOptions, validateQuery } from './query/validate';
import { PairCache } from './score/align-tokens';
import { explainName } from './score/explain-name';
import { queryForm, scoreName, type BestForms } from './score/name-score';
import { partialNameScore, partialNameTokens, type PartialReading } from './score/partial-name';
import { writtenFormHolders } from './score/partial-name-forms';
import { secondaryEvidence } from './score/secondary-evidence';
import { weakNameFlags } from './score/weak-alias';
import { isPersonQuery, nonPersonPartyFlags } from './score/person-query';
import { arabicScriptRecordFlags, LatinNamesakeHolds } from './score/held-across-scripts';
import { chehReadAsCh } from './explain/persian-cheh';
import { slipFloorHolds } from './score/slip-floor';
import { FloorQuery } from './score/floor-query';
import { writtenFloorHolds, writtenRecordWords, writtenWords } from './score/written-floor';
import type { FloorParty, FloorReading } from './score/dropped-word-floor';
import { countNamesHoldingAll } from './index/names-holding-all';
import type {
  MatchStatus,
  MatchType,
  RiskLevel,
  RiskThresholds,
  ScreeningIndex,
  ScreeningMatch,
  ScreeningOptions,
  ScreeningOutcome,
  ScreeningQuery,
} from './types';

/** Best-scoring name of one entity. */
interface EntityBest {
  readonly entity: number;
  score: number;
  exact: boolean;
  recordId: number;
  kindRank: number;
  queryName: number;
  forms: BestForms;
  /** Scored under the one-name rule (never "high"). */
  partialName: boolean;
  /** The typed reading of a one-name query that raised it (R3.14-R3.16). */
  reading: PartialReading | undefined;
  /** Rests on a weak name (capped unless evidence agrees). */
  weakName: boolean;
  /** R4.41: a person's query held below the alert against an organisation, vessel or aircraft. */
  personVsOrganisation: boolean;
  /** R4.1: lifted to the recall floor (one slip of the distinctive name), and by which reading. */
  slipFloor: FloorReading | undefined;
  /** R6.1: an Arabic-script name held because a Latin name of the same person was held as a namesake. */
  heldAcrossScripts: boolean;
}

function listMask(lists: readonly ListId[]): Uint8Array {
  const mask = new Uint8Array(Object.keys(LIST_CODES).length);
  if (lists.length === 0) mask.fill(1);
  for (const list of lists) mask[LIST_CODES[list]] = 1;
  return mask;
}

function riskLevel(confidence: number, thresholds: RiskThresholds): RiskLevel {
  if (confidence >= thresholds.high) return 'high';
  if (confidence >= thresholds.medium) return 'medium';
  return 'low';
}

function status(confidence: number, thresholds: RiskThresholds, active: boolean): MatchStatus {
  if (confidence >= thresholds.high && active) return 'active_sanction';
  if (confidence >= thresholds.low) return 'review_required';
  return 'likely_clear';
}

/** Weakest mechanism used (research 7.6): analysts see why a match is not exact. */
function matchType(best: EntityBest, weakestRule: number): MatchType {
  if (best.exact) return best.kindRank === 0 ? 'exact' : 'alias';
  if (weakestRule === Rule.fuzzy || weakestRule === Rule.initial || weakestRule === Rule.exact)
    return 'fuzzy';
  if (weakestRule === Rule.phonetic) return 'phonetic';
  return 'transliteration';
}

function better(score: number, kindRank: number, recordId: number, current: EntityBest): boolean {
  if (score !== current.score) return score > current.score;
  if (kindRank !== current.kindRank) return kindRank < current.kindRank;
  return recordId < current.recordId;
}

function reference(entity: AnyListEntity): string {
  return `${entity.sanctionList.toUpperCase()} ${entity.sourceId}`;
}

function unmatchedListTokens(
  record: NameRecord,
  vocabulary: Vocabulary,
  matched: readonly (string | null)[],
): string[] {
  const remaining = [...matched];
  const out: string[] = [];
  for (const id of record.tokens) {
    const text = vocabulary.token(id).text;
    const at = remaining.indexOf(text);
    if (at >= 0) remaining.splice(at, 1);
    else out.push(text);
  }
  return out;
}

/**
 * Screens one query against the index. Pure and deterministic: the same index and query give
 * byte-identical output. Throws a TypeError/RangeError naming the field on malformed input.
 */
export function screen<T extends AnyListEntity>(
  index: ScreeningIndex<T>,
  query: ScreeningQuery,
  options: ScreeningOptions = {},
): ScreeningOutcome<T> {
  if (!(index instanceof ScreeningIndexData))
    throw new TypeError('screen() needs an index built by buildScreeningIndex()');
  validateQuery(query);
  validateOptions(options);
  const data: ScreeningIndexData<T> = index;
  const minConfidence = options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const maxResults = options.maxResults ?? DEFAULT_MAX_RESULTS;
  const thresholds = options.riskThresholds ?? DEFAULT_RISK_THRESHOLDS;

  const { names, distinctTokens } = prepareQueryNames(data, query);
  if (names.length === 0)
    return {
      matches: [],
      algorithm: ALGORITHM_VERSION,
      candidatesScored: 0,
      partialName: false,
      candidateCount: 0,
      totalMatches: 0,
    };
  const typedTexts = [`${query.firstName} ${query.lastName}`, query.arabicName].filter(
    (text) => text.trim() !== '',
  );
  const partialTokens = partialNameTokens(
    names,
    typedTexts,
    data.vocabulary,
    data.records.length,
    (folded, written, limit) => {
      const key = data.keys.ids.get(`t:${folded}`);
      const postings = key === undefined ? undefined : data.keys.postings[key];
      return writtenFormHolders(data.records, postings, written, limit);
    },
  );
  const weakFlags = weakNameFlags(data.records, data.entities, data.vocabulary);
  /** Listed parties whose name holds the one-name query's token or a close variant. */
  const holders = new Set<number>();
  const rules: RuleSet = { fuzzy: query.searchType === 'fuzzy' };
  const exactOnly = query.searchType === 'exact';
  const candidates = findCandidates(data, {
    tokenLists: names.flatMap((name) => [
      name.base.tokens,
      ...name.alternatives.map((alt) => alt.tokens),
    ]),
    exactKeys: names.map((name) => name.exactKey).filter((key) => key !== ''),
    titledFamilyKeys: titledFamilyQueryKeys(partialTokens ?? []),
    listMask: listMask(query.lists),
    trigramFallback: rules.fuzzy,
    exactOnly,
  });

  const cache = new PairCache(data.vocabulary, rules, data.pairTables, distinctTokens);
  const forms: BestForms = {
    score: 0,
    exact: false,
    queryForm: -1,
    whole: false,
    namesake: false,
  };
  const personQuery = isPersonQuery(query, names);
  const bestByEntity = new Map<number, EntityBest>();
  // R4.54: asked once per set of words a query shares with a listed name, not once per candidate.
  const holdingCounts = new Map<string, number>();
  const namesHoldingAll = (texts: readonly string[], limit: number): number => {
    const key = texts.join(' ');
    let count = holdingCounts.get(key);
    if (count === undefined) {
      count = countNamesHoldingAll(data.keys, texts, limit);
      holdingCounts.set(key, count);
    }
    return count;
  };
  // The recall floor's view of each query name and of the party, made once per query, not per candidate.
  const floorQueries: (FloorQuery | undefined)[] = [];
  const alternativeFloorQueries: (FloorQuery | undefined)[][] = [];
  // R8.2: the Latin query's words as typed (before compounds and legal forms fold), made on first use.
  const latinText = `${query.firstName} ${query.lastName}`;
  let typedWritten: string[] | undefined;
  const holdingAll = personQuery ? undefined : namesHoldingAll;
  const coinedNameParty: FloorParty = { coinedName: true, namesHoldingAll: holdingAll };
  const personParty: FloorParty = { coinedName: false, namesHoldingAll: holdingAll };
  const nonPersonParties = nonPersonPartyFlags(data.entities);
  // R6.1: a Latin query name's namesake holds on each person's Latin names, read for its Arabic-script names.
  const arabicRecords = arabicScriptRecordFlags(data.records, data.vocabulary);
  const namesakeHolds = new LatinNamesakeHolds();
  // Plain loops and in-place updates: this runs for every candidate of every query.
  const packed = data.packed.data;
  for (const recordId of candidates) {
    const at = data.packed.offsets[recordId];
    if (at === undefined) continue;
    const entity = packed[at + PACKED.entity] ?? 0;
    const kindRank = packed[at + PACKED.kindRank] ?? 0;
    for (let nameIndex = 0; nameIndex < names.length; nameIndex += 1) {
      const name = names[nameIndex];
      if (name === undefined) continue;
      scoreName(name, packed, at, data.vocabulary, cache, forms, personQuery);
      if (exactOnly && !forms.exact) continue;
      let score = Math.max(
        0,
        kindRank === KIND_RANK.weak ? forms.score - AGGREGATE.weakAliasPenalty : forms.score,
      );
      const partialToken = partialTokens?.[nameIndex];
      let partialName = false;
      let reading: PartialReading | undefined;
      if (partialToken !== undefined) {
        const record = data.records[recordId];
        const type = data.entities[entity]?.type ?? 'unknown';
        if (record !== undefined) {
          const partial = partialNameScore(
            partialToken,
            record,
            type,
            data.vocabulary,
            cache,
            score,
            forms.exact,
          );
          score = partial.score;
          partialName = partial.applied;
          reading = partial.reading;
          if (partial.holdsToken) holders.add(entity);
        }
      }
      // R4.41: a person's name is not an organisation's, vessel's or aircraft's unless the whole name agrees.
      const personVsOrganisation =
        personQuery &&
        !forms.whole &&
        score > WEAK_NAME.personVsOrganisationCap &&
        nonPersonParties[entity] === 1;
      if (personVsOrganisation) score = WEAK_NAME.personVsOrganisationCap;
      const weakName = weakFlags[recordId] === 1 && score > WEAK_NAME.weakAliasCap;
      if (weakName) score = WEAK_NAME.weakAliasCap;
      let slipFloor: FloorReading | undefined;
      // R4.1: typos are a fuzzy search's business (a phonetic search leaves them out by design).
      if (rules.fuzzy && score < SLIP_FLOOR.score) {
        const floorQuery = (floorQueries[nameIndex] ??= new FloorQuery(
          name.base.tokens,
          data.vocabulary,
        ));
        const party = nonPersonParties[entity] === 1 ? coinedNameParty : personParty;
        slipFloor = slipFloorHolds(floorQuery, packed, at, party);
        // R8.3: another reading of the query's compounds (written apart or folded another way) may be the
        // listed name with one slip where the reading as typed is not. Split and joined readings are the
        // floor's own business (R4.1, R6.3: a split counts only when both halves meet the listed name).
        const alternatives = name.alternatives;
        // Only for a query with a slip in it (a typed word no list holds): read without one, another compound
        // reading is the compound itself ("ABDUL RAHMAN"), and the caps that held it stand.
        const slipTyped = floorQuery.ids.includes(-1);
        for (
          let form = 0;
          slipTyped && slipFloor === undefined && form < alternatives.length;
          form += 1
        ) {
          if (alternatives[form]?.compoundForm !== true) continue;
          const forms = (alternativeFloorQueries[nameIndex] ??= []);
          const alternative = (forms[form] ??= new FloorQuery(
            alternatives[form]?.tokens ?? [],
            data.vocabulary,
          ));
          // The whole listed name: a reading that drops its words is a name of its own ("Dr. Abdul Latif" read
          // "abdul latif" is no slip of GAINI, Abdelatif).
          if (slipFloorHolds(alternative, packed, at, party, true) !== undefined)
            slipFloor = 'otherReading';
        }
        // R8.2: the slip read on the listed name as written, when folding changed its words.
        if (slipFloor === undefined && name.source === 'latin' && !floorQuery.arabic) {
          const listedWritten = writtenRecordWords(data.records, recordId, data.vocabulary);
          if (
            listedWritten !== undefined &&
            writtenFloorHolds(
              (typedWritten ??= writtenWords(latinText)),
              listedWritten,
              data.records[recordId]?.tokens ?? new Int32Array(0),
              data.vocabulary,
              party.coinedName,
            )
          )
            slipFloor = 'asWritten';
        }
        if (slipFloor !== undefined) score = SLIP_FLOOR.score;
      }
      if (
        name.source === 'latin' &&
        arabicRecords[recordId] !== 1 &&
        nonPersonParties[entity] !== 1
      )
        namesakeHolds.note(
          entity,
          score,
          forms.namesake && score <= WEAK_NAME.heldAcrossScriptsCap,
        );
      const current = bestByEntity.get(entity);
      if (current === undefined) {
        bestByEntity.set(entity, {
          entity,
          score,
          exact: forms.exact,
          recordId,
          kindRank,
          queryName: nameIndex,
          forms: { ...forms },
          partialName,
          reading,
          weakName,
          personVsOrganisation,
          slipFloor,
          heldAcrossScripts: false,
        });
      } else if (better(score, kindRank, recordId, current)) {
        current.score = score;
        current.exact = forms.exact;
        current.recordId = recordId;
        current.kindRank = kindRank;
        current.queryName = nameIndex;
        current.forms.score = forms.score;
        current.forms.exact = forms.exact;
        current.forms.queryForm = forms.queryForm;
        current.forms.whole = forms.whole;
        current.forms.namesake = forms.namesake;
        current.partialName = partialName;
        current.reading = reading;
        current.weakName = weakName;
        current.personVsOrganisation = personVsOrganisation;
        current.slipFloor = slipFloor;
      }
    }
  }

  // R6.1: a person's Arabic-script name met by a Latin query name says no more than its Latin names.
  for (const best of bestByEntity.values()) {
    // The recall floor (R4.1) is never undone: a slip of the distinctive name stays for review.
    if (best.slipFloor !== undefined) continue;
    if (arabicRecords[best.recordId] !== 1 || names[best.queryName]?.source !== 'latin') continue;
    const held = namesakeHolds.cap(best.entity, best.score);
    if (held < best.score) {
      best.score = held;
      best.heldAcrossScripts = true;
    }
  }
  // Evidence adds at most EVIDENCE.maxPositive: names that cannot reach the threshold are dropped unscored.
  const reachable = [...bestByEntity.values()].filter(
    (best) => best.exact || Math.round((best.score + EVIDENCE.maxPositive) * 100) >= minConfidence,
  );
  const scored = reachable.map((best) => {
    const entity = data.entities[best.entity];
    if (entity === undefined) throw new RangeError(`entity ${best.entity} missing from the index`);
    const evidence = secondaryEvidence(query, entity, best.score);
    const raw = Math.min(1, Math.max(0, best.score + evidence.adjustment));
    let confidence = Math.round(raw * 100);
    const dobConflict = evidence.evidence.some(
      (item) => item.kind === 'dateOfBirth' && item.outcome === 'conflict',
    );
    // An exact full-name match is "high" even when other details are missing (research 7.6), but not
    // on a weak name, a one-name query or a date of birth that conflicts with every listed one.
    if (best.exact && !best.partialName && !best.weakName && !dobConflict)
      confidence = Math.max(confidence, Math.min(100, thresholds.high));
    // A bare name, or a name whose person was born years apart, is for review, never "high".
    if (best.partialName || dobConflict) confidence = Math.min(confidence, thresholds.high - 1);
    return { best, entity, evidence, confidence, dobConflict };
  });
  scored.sort(
    (a, b) =>
      b.confidence - a.confidence ||
      b.evidence.corroboration - a.evidence.corroboration ||
      a.best.kindRank - b.best.kindRank ||
      b.best.score - a.best.score ||
      a.best.entity - b.best.entity,
  );

  // Counted before the cut to maxResults, so a caller can say "50 of 312" instead of "50".
  let totalMatches = 0;
  for (const item of scored) if (item.confidence >= minConfidence) totalMatches += 1;

  const matches: ScreeningMatch<T>[] = [];
  for (const item of scored) {
    if (matches.length >= maxResults) break;
    if (item.confidence < minConfidence) continue;
    const record = data.records[item.best.recordId];
    const name = names[item.best.queryName];
    if (record === undefined || name === undefined) continue;
    const explanation = explainName(
      name,
      record,
      item.best.forms,
      data.vocabulary,
      cache,
      personQuery,
    );
    const type = matchType(item.best, explanation.weakestRule);
    const level = riskLevel(item.confidence, thresholds);
    const facts: MatchFacts = {
      matchType: type,
      partial: !item.best.exact && explanation.weakestRule === Rule.exact,
      matchedName: record.name.full,
      nameKind: record.name.kind,
      reference: reference(item.entity),
      tokens: explanation.tokens,
      unmatchedListTokens: unmatchedListTokens(
        record,
        data.vocabulary,
        explanation.tokens.map((token) => token.matched),
      ),
      evidence: item.evidence.evidence,
      confidence: item.confidence,
      riskLevel: level,
      alert: item.confidence >= thresholds.low,
      queryName: name.source,
      bothScripts: names.length > 1,
      notes: {
        partialName: item.best.partialName,
        writtenForm: item.best.reading === 'writtenForm',
        acronym: item.best.reading === 'acronym',
        sharedTitle: item.best.reading === 'sharedTitle',
        crossScript:
          item.best.reading === 'crossScript' || item.best.reading === 'crossScriptSemivowel',
        crossScriptSemivowel: item.best.reading === 'crossScriptSemivowel',
        persianCheh: chehReadAsCh(explanation.tokens),
        articleName: item.best.reading === 'articleName',
        slippedCompound: queryForm(name, item.best.forms.queryForm).slippedCompound,
        headApart: queryForm(name, item.best.forms.queryForm).headApart,
        weakName: item.best.weakName,
        dobConflict: item.dobConflict,
        substitutedName: explanation.substituted,
        sharedWordOnly: explanation.sharedWordOnly,
        commonParts: explanation.commonParts,
        commonPair: explanation.commonParts === undefined ? explanation.commonPair : undefined,
        kunyaReplaced: explanation.kunyaReplaced,
        kunyaDropped:
          item.best.score === WEAK_NAME.kunyaDroppedCap ? explanation.kunyaDropped : undefined,
        splitRefused: explanation.splitRefused,
        lookAlikeOnly: explanation.lookAlikeOnly,
        givenNameAhead: explanation.givenNameAhead,
        otherGender: explanation.otherGender,
        nisbaForm: item.best.score === WEAK_NAME.nisbaFormCap ? explanation.nisbaForm : undefined,
        respelledAndShortened:
          item.best.score === WEAK_NAME.respelledAndShortenedCap
            ? explanation.respelledAndShortened
            : undefined,
        patronymicLeftOut: explanation.patronymicLeftOut,
        personVsOrganisation: item.best.personVsOrganisation,
        heldAcrossScripts: item.best.heldAcrossScripts,
        legalForm: legalFormNote(
          name.legalForms ?? [],
          name.base.tokens.map((token) => token.text),
          Array.from(record.tokens, (id) => data.vocabulary.token(id).text),
        ),
        slipFloor: item.best.slipFloor,
        shortFormCommon: explanation.shortFormCommon,
      },
    };
    matches.push({
      entity: item.entity,
      confidence: item.confidence,
      nameScore: Math.round(item.best.score * 10000) / 10000,
      riskLevel: level,
      status: status(item.confidence, thresholds, item.entity.isActive),
      matchType: type,
      matchedName: record.name,
      tokens: explanation.tokens,
      evidence: item.evidence.evidence,
      analysis: { en: analysisEn(facts), ar: analysisAr(facts) },
      queryName: name.source,
      corroboration: item.evidence.corroboration,
    });
  }
  return {
    matches,
    algorithm: ALGORITHM_VERSION,
    candidatesScored: candidates.length,
    partialName: partialTokens !== undefined,
    candidateCount:
      partialTokens === undefined ? totalMatches : Math.max(holders.size, totalMatches),
    totalMatches,
  };
}
