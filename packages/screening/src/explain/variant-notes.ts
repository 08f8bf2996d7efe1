import { compoundComplementStem, compoundHeadStem } from '../normalize/compounds';
import { describeEquivalence } from '../normalize/name-equivalents';
import type { EquivalenceKind } from '../normalize/name-equivalents';
import { orgClassOf } from '../normalize/token-tags';
import type { TokenExplanation } from '../types';

/** One sentence per name written another way, and per legal form compared as a unit (ADR 002, round 3). */
interface VariantNote {
  kind: EquivalenceKind | 'legalForm' | 'legalFormMissing' | 'compoundHead' | 'compoundComplement';
  query: string;
  listed: string;
  /** Romanisation variants are said once for all pairs: 'Jewgeni = Yevgeny, Sawtschenko = Savchenko'. */
  pairs?: string;
}

export function variantNotes(
  tokens: readonly TokenExplanation[],
  unmatchedListTokens: readonly string[],
): VariantNote[] {
  const out: VariantNote[] = [];
  for (const token of tokens) {
    if (token.matched === null || token.matched === token.query) continue;
    if (token.rule !== 'variant' && token.rule !== 'transliteration') continue;
    if (orgClassOf(token.query) !== undefined && orgClassOf(token.matched) !== undefined) {
      out.push({ kind: 'legalForm', query: token.query, listed: token.matched });
      continue;
    }
    const stem = compoundHeadStem(token.query, token.matched);
    if (stem !== undefined) {
      out.push({ kind: 'compoundHead', query: token.query, listed: compoundName(stem) });
      continue;
    }
    const complement = compoundComplementStem(token.query, token.matched);
    if (complement !== undefined) {
      out.push({
        kind: 'compoundComplement',
        query: token.query,
        listed: `abdul ${capital(complement)}`,
      });
      continue;
    }
    const kind = describeEquivalence(token.query, token.matched);
    if (kind !== undefined) out.push({ kind, query: token.query, listed: token.matched });
  }
  const romanised = out.filter((note) => note.kind === 'romanisation');
  if (romanised.length < 2) return finish(out, unmatchedListTokens);
  const pairs = romanised.map((n) => `${capital(n.query)} = ${capital(n.listed)}`).join(', ');
  const merged: VariantNote[] = [];
  for (const note of out) {
    if (note.kind !== 'romanisation') merged.push(note);
    else if (note === romanised[0])
      merged.push({ kind: 'romanisation', query: '', listed: '', pairs });
  }
  return finish(merged, unmatchedListTokens);
}

function finish(out: VariantNote[], unmatchedListTokens: readonly string[]): VariantNote[] {
  const missingForm = unmatchedListTokens.find((text) => orgClassOf(text) !== undefined);
  if (missingForm !== undefined)
    out.push({ kind: 'legalFormMissing', query: '', listed: missingForm });
  return out;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A folded compound as people write it: "abdulbari" is Abdul Bari, "abdullah" stays Abdullah. */
const compoundName = (stem: string) => (stem === 'lah' ? 'abdullah' : `abdul ${capital(stem)}`);

export function variantNoteEn(note: VariantNote): string {
  const q = capital(note.query);
  const l = capital(note.listed);
  switch (note.kind) {
    case 'shortForm':
      return `${q} is a short form of ${l}.`;
    case 'spelling':
      return `${q} and ${l} are spellings of the same given name.`;
    case 'romanisation':
      return `Transliteration variants of one Cyrillic spelling (BGN/PCGN, ICAO 9303 passport, GOST 7.79-B, or a German, French, Polish, Czech or Spanish romanisation): ${note.pairs ?? `${q} = ${l}`}.`;
    case 'korean':
      return `${q} and ${l} are romanisations of the same Korean family name.`;
    case 'legalForm':
      return `Legal form ${note.query.toUpperCase()} = ${note.listed.toUpperCase()}: the same form abbreviated, spelled out or translated, compared as one low-weight unit.`;
    case 'compoundHead':
      return `${q} may stand for ${l}: the head of a compound given name written without its complement.`;
    case 'compoundComplement':
      return `${q} may stand for ${l}: the complement of a compound given name written without its head Abdul (Abd al-).`;
    case 'legalFormMissing':
      return `The legal form ${note.listed.toUpperCase()} is not in the query: a dropped legal form does not count against the match.`;
  }
}

export function variantNoteAr(note: VariantNote): string {
  // Latin text inside Arabic is isolated so the sentence keeps its right-to-left order.
  const q = `«\u2068${capital(note.query)}\u2069»`;
  const l = `«\u2068${capital(note.listed)}\u2069»`;
  switch (note.kind) {
    case 'shortForm':
      return `${q} صيغة مختصرة (اسم تدليل) من ${l}.`;
    case 'spelling':
      return `${q} و${l} كتابتان للاسم الأول نفسه.`;
    case 'romanisation':
      return `صيغ نقل حرفي لكتابة سيريلية واحدة (BGN/PCGN أو جواز السفر ICAO 9303 أو GOST 7.79-B أو النقل الألماني أو الفرنسي أو البولندي أو التشيكي أو الإسباني): \u2068${note.pairs ?? `${capital(note.query)} = ${capital(note.listed)}`}\u2069.`;
    case 'korean':
      return `${q} و${l} كتابتان لاتينيتان لاسم العائلة الكوري نفسه.`;
    case 'legalForm':
      return `الشكل القانوني «${note.query.toUpperCase()}» = «${note.listed.toUpperCase()}»: الشكل نفسه مختصرًا أو كاملًا أو مترجمًا، ويُقارن وحدةً واحدة قليلة الوزن.`;
    case 'compoundHead':
      return `${q} قد تعني ${l}: أول الاسم المركّب مكتوبًا من دون تتمّته.`;
    case 'compoundComplement':
      return `${q} قد تعني ${l}: تتمّة الاسم المركّب مكتوبةً من دون أوله «عبد».`;
    case 'legalFormMissing':
      return `الشكل القانوني «${note.listed.toUpperCase()}» غير موجود في الاستعلام: حذف الشكل القانوني لا يُحتسب ضد المطابقة.`;
  }
}
