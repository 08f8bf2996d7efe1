import { PARTIAL_NAME } from '../config';
import type { FloorReading } from '../score/dropped-word-floor';
import { legalFormNoteEn } from './legal-form-note';
import type { NameKind } from '../model/list-entity';
import type { EvidenceExplanation, TokenExplanation } from '../types';
import { formatSimilarity, type MatchFacts, type MatchNotes } from './match-facts';
import { outcomeBand, type Outcome, type OutcomeBand } from './outcome-band';
import { variantNoteEn, variantNotes } from './variant-notes';

const NAME_LABEL: Readonly<Record<NameKind, string>> = {
  primary: 'the listed name',
  aka: 'the alias',
  fka: 'the former name',
  weak: 'the weak alias',
};

const RULE_LABEL: Readonly<Record<TokenExplanation['rule'], string>> = {
  exact: 'exact',
  variant: 'spelling variant',
  transliteration: 'transliteration',
  skeleton: 'consonant skeleton',
  phonetic: 'phonetic',
  fuzzy: 'similar spelling',
  initial: 'initial',
  unmatched: 'unmatched',
};

const RISK_LABEL = { high: 'high', medium: 'medium', low: 'low' } as const;

function lead(facts: MatchFacts): string {
  const target = `${NAME_LABEL[facts.nameKind]} '${facts.matchedName}' (${facts.reference})`;
  if (facts.matchType === 'exact' || facts.matchType === 'alias')
    return `Exact match on ${target}.`;
  if (facts.partial) return `Partial match on ${target}.`;
  if (facts.matchType === 'transliteration') return `Transliteration match on ${target}.`;
  if (facts.matchType === 'phonetic') return `Phonetic match on ${target}.`;
  return `Approximate match on ${target}.`;
}

function token(explanation: TokenExplanation): string {
  if (explanation.matched === null) return `'${explanation.query}' unmatched`;
  const similarity =
    explanation.rule === 'exact' ? '' : `, ${formatSimilarity(explanation.similarity)}`;
  return `'${explanation.query}' = '${explanation.matched}' (${RULE_LABEL[explanation.rule]}${similarity})`;
}

function evidence(item: EvidenceExplanation): string {
  const subject = item.kind === 'dateOfBirth' ? 'Date of birth' : 'Nationality';
  const values = `query ${item.queryValue}, listed ${item.listedValue}`;
  if (item.outcome === 'agree') return `${subject} agrees (${values}).`;
  if (item.outcome === 'partial') return `${subject} is close but not equal (${values}).`;
  return `${subject} conflicts (${values}).`;
}

/** The round-3 rules that held the confidence down, each as one sentence (ADR 002). */
function notes(facts: MatchNotes | undefined, outcome: Outcome): string[] {
  if (facts === undefined) return [];
  // R6.6: a namesake's "held below the alert" is said only where the final confidence is below it.
  const held = (unless: string): string =>
    outcome.alert ? `on the name alone, ${REACHES_ALERT_EN}` : `held below the alert${unless}`;
  const out: string[] = [];
  if (facts.legalForm !== undefined) out.push(legalFormNoteEn(facts.legalForm));
  if (facts.partialName)
    out.push(
      'Partial name: only one name was given, so this is a candidate for review, never high.',
    );
  if (facts.writtenForm)
    out.push(
      'Written as one word, this compound name is rare in the lists and is the listed family name: weighed as written, not as the common given name it folds to.',
    );
  if (facts.acronym)
    out.push(
      "Acronym: the short name in capitals is this organisation's name; a rare acronym is a candidate for review, never high.",
    );
  if (facts.sharedTitle)
    out.push(
      'The listed person carries the same title, and the name given is the listed family name: a low candidate for review, though the name alone is common (title and family name are looked up together, so no namesake crowds it out).',
    );
  if (facts.crossScript)
    out.push(
      'The name typed in Arabic script, read in Latin letters, has the consonants of the listed family name (the entry is listed in Latin script only): a candidate for review, never high.',
    );
  if (facts.headApart !== undefined)
    out.push(
      `The query's Abdul is read apart from ${facts.headApart}, the word written after it, which the lists do not hold joined to it as one compound name: Abdul as the head of a compound given name written without its complement, and ${facts.headApart} as a name of its own.`,
    );
  if (facts.slippedCompound !== undefined)
    out.push(
      `'${facts.slippedCompound}' is read as the listed compound name (Abd + article + name, one name unit) typed with one slip in its head or split inside.`,
    );
  if (facts.articleName)
    out.push(
      "The name given is a word the listed person's name writes with the article al- after the given name (a nisba or laqab: a family, tribal or place name the person is known by), weighed as the family name: a candidate for review, never high.",
    );
  if (facts.crossScriptSemivowel)
    out.push(
      'Its two other consonants alone would not be enough: the listed spelling also writes its و / ي as the consonant w / y in the same place (w, ou before a vowel, or au for the diphthong aw).',
    );
  if (facts.persianCheh)
    out.push('The Persian letter چ is read as ch, as Latin spellings of Persian names write it.');
  if (facts.weakName)
    out.push(
      'Weak alias: this alias alone rarely identifies the party; below high unless the date of birth or nationality agrees.',
    );
  if (facts.dobConflict)
    out.push('The date of birth conflicts with every listed one: held below high for review.');
  if (facts.substitutedName)
    out.push(
      'One name differs on each side: possibly a relative or namesake, not the listed person.',
    );
  if (facts.sharedWordOnly)
    out.push(
      'The names have one word in common only, and each has another word the other lacks: another business sharing a word, not the listed one.',
    );
  if (facts.commonParts !== undefined)
    out.push(
      `The names share only common name parts (${facts.commonParts.join(', ')}), and the name that would tell the persons apart has no counterpart: a namesake, ${held(' unless other details agree')}.`,
    );
  if (facts.commonPair !== undefined)
    out.push(
      `The names agree only on ${facts.commonPair.length === 1 ? 'a common name part' : 'two common name parts'} (${facts.commonPair.join(', ')}), which many people share, and another part of the names differs, is spelled only alike or is left over: a likely namesake, ${held(' unless other details agree')}.`,
    );
  if (facts.kunyaReplaced !== undefined)
    out.push(
      `The listed name is a kunya, Abu ${facts.kunyaReplaced} ("father of ${facts.kunyaReplaced}"), and the query has a given name of its own in place of the Abu: a person whose own name holds ${facts.kunyaReplaced}, such as a son or a namesake, ${held(' unless other details agree')}.`,
    );
  if (facts.kunyaDropped !== undefined)
    out.push(
      `The query leaves out the Abu of the listed kunya Abu ${facts.kunyaDropped} ("father of ${facts.kunyaDropped}", his child's name) and starts with ${facts.kunyaDropped}: it reads as the name of a person called ${facts.kunyaDropped}, so this is for review, not high, unless other details agree.`,
    );
  if (facts.respelledAndShortened !== undefined)
    out.push(
      `The query leaves out the listed ${facts.respelledAndShortened.length === 1 ? 'name part' : 'name parts'} ${facts.respelledAndShortened.join(', ')} and spells another part otherwise than listed: two departures from the listed name at once, which a namesake's name spelled the same common way also shows, so this is for review, not high, unless other details agree.`,
    );
  if (facts.patronymicLeftOut !== undefined)
    out.push(
      `The query leaves out the listed ${facts.patronymicLeftOut.length === 1 ? 'patronymic' : 'patronymics'} ${facts.patronymicLeftOut.join(', ')} (a father's name, which the person's given and family name are usually written without outside Russian and the neighbouring languages): not read as a part of another person's name, so the common name parts shared do not make this a namesake on that account.`,
    );
  if (facts.splitRefused !== undefined)
    out.push(
      `'${facts.splitRefused[0]}' holds the listed '${facts.splitRefused[1]}' only as a part: read as one name, as typed, it is another name, not a spelling of the listed one.`,
    );
  if (facts.lookAlikeOnly !== undefined)
    out.push(
      `No part of the names is the same name: each only sounds or looks like a listed one (${facts.lookAlikeOnly.map(([typed, listed]) => `${typed} / ${listed}`).join(', ')}), and the listed name keeps a part of its own: another person whose names resemble the listed ones, ${held(' unless other details agree')}.`,
    );
  if (facts.givenNameAhead !== undefined)
    out.push(
      `The listed name agrees with the query without its first name, ${facts.givenNameAhead}, which the listed name does not hold: read as given name, father's name and family name, the listed name is that of the person's father or of another relative, not the person's own: a likely relative, ${held(' unless other details agree')}.`,
    );
  if (facts.otherGender !== undefined)
    out.push(
      `The query's ${facts.otherGender[0]} meets the listed ${facts.otherGender[1]} only as the same name in the other gender (a woman's name and a man's): two different people who share a family's or a namesake's name, not the listed person written another way, ${held(' unless other details agree')}.`,
    );
  if (facts.nisbaForm !== undefined)
    out.push(
      `The query's ${facts.nisbaForm[0]} meets the listed ${facts.nisbaForm[1]} only with the ending -i added or taken away: a family name of belonging made from a given name (as Rahmani from Rahman), which many unrelated families carry, rather than another spelling of the same name, though a slip can make it too; so this is for review, not high, unless other details agree.`,
    );
  if (facts.heldAcrossScripts)
    out.push(
      outcome.alert
        ? `This party's name in Latin letters, which spells the same person's name, was read as a possible relative or namesake (see that name's analysis); its Arabic-script name, compared only through transliteration, says no more, ${REACHES_ALERT_EN}.`
        : "This party's name in Latin letters, which spells the same person's name, was held below the alert as a possible relative or namesake (see that name's analysis); its Arabic-script name, compared only through transliteration, says no more and is held the same unless other details agree.",
    );
  if (facts.personVsOrganisation)
    out.push(
      `A person's name was screened and this party is an organisation, vessel or aircraft whose whole name does not agree: ${held('')}.`,
    );
  if (facts.slipFloor)
    out.push(
      'The distinctive name matches with one slip (a letter added, dropped, changed or swapped, two letters in a long word, a word split or joined, or one word left out); kept for review.',
    );
  if (facts.slipFloor !== undefined && facts.slipFloor !== 'slip')
    out.push(FLOOR_READINGS_EN[facts.slipFloor]);
  if (facts.shortFormCommon)
    out.push(
      `The given name matches only as a short form, and the other names are common: a short form stands for several names and a common family name for many families, so ${SHORT_FORM_OUTCOME_EN[outcomeBand(outcome)]}.`,
    );
  return out;
}

/** English analysis built deterministically from the explanation. */
export function analysisEn(facts: MatchFacts): string {
  const parts = [lead(facts)];
  if (facts.bothScripts) {
    parts.push(
      facts.queryName === 'arabic'
        ? 'The Arabic-script name scored higher than the Latin name.'
        : 'The Latin name scored at least as high as the Arabic-script name.',
    );
  }
  parts.push(`Tokens: ${facts.tokens.map(token).join(', ')}.`);
  if (facts.unmatchedListTokens.length > 0) {
    parts.push(
      `Listed tokens not in the query: ${facts.unmatchedListTokens.map((text) => `'${text}'`).join(', ')}.`,
    );
  }
  for (const note of variantNotes(facts.tokens, facts.unmatchedListTokens))
    parts.push(variantNoteEn(note));
  for (const item of facts.evidence) parts.push(evidence(item));
  parts.push(...notes(facts.notes, facts));
  parts.push(`Confidence ${facts.confidence} (${RISK_LABEL[facts.riskLevel]}).`);
  return parts.join(' ');
}

/** R4.50-R4.54, R8.2-R8.6: what let the recall floor hold, beside the general sentence. */
const FLOOR_READINGS_EN: Readonly<Record<Exclude<FloorReading, 'slip'>, string>> = {
  coinedName:
    "One letter is off in an organisation's, vessel's or aircraft's one-word name: a coined name typed with a slip, not another name.",
  fewParties:
    'The slipped word is spelled in many listed names, but they belong to few listed parties: it still tells this party apart.',
  businessWords:
    'One word of the listed name is left out; the distinctive word is typed beside the listed legal-form and business words.',
  formInPart:
    'The legal form is typed in part (each of its typed words is a word of the listed form spelled out); the name itself agrees in full.',
  fewNames: `One word of the listed name is left out; no typed word is distinctive alone, but together they are held by no more than ${PARTIAL_NAME.distinctiveListNames} list names, so they point to this party.`,
  noNameWord:
    "One letter is off in a person's one-word name, and the typed word is no name of the lists or of the given-name tables: a slip of the listed name, not another person's name.",
  wholeName:
    'Every word of the listed name is typed as listed, its business and legal-form words too, but for the slip: the whole name agrees, though the slipped word is also a title (Prince, Junior), which alone would not tell this party apart.',
  asWritten:
    'The slip is read on the listed name as written, before its compound or legal form was folded to one spelling.',
  otherReading:
    "The slip is read on another reading of the typed name's compound (Abd written apart from the next name, or folded with it).",
};

/** R6.6: said of a held note whose match still reaches the alert (a floor or other details lifted it). */
const REACHES_ALERT_EN = 'though its confidence here reaches the alert';

/** R4.21, R6.6: what the short-form cap leaves, said of the final confidence. */
const SHORT_FORM_OUTCOME_EN: Readonly<Record<OutcomeBand, string>> = {
  belowAlert: 'the name alone is held below the alert',
  alert: 'this is an alert for review, not high',
  high: 'the name alone would be a candidate for review, though its confidence here is high',
};
