import type { LegalFormReading } from '../normalize/legal-forms';
import { orgClassOf } from '../normalize/token-tags';

/**
 * R4.13: how the query's legal form was read, said in the analysis. `slip`: a spelled-out form with one slip in one
 * of its words (LIMITED LIAILITY COMPANY = LLC); `partial`: one of its words left out (JOINT COMPANY = JSC);
 * `moved`: the form at the other end of the name than listed (LLC X / X LLC).
 */
export interface LegalFormNote {
  readonly kind: 'slip' | 'partial' | 'moved';
  /** As typed (normalised), e.g. "joint snock company" or "llc". */
  readonly typed: string;
  /** The form it was read as, e.g. "jsc" (moved: the listed form). */
  readonly read: string;
  /** moved: where the query has the form. */
  readonly queryAt?: 'front' | 'end';
}

/** The note for one match, or undefined when the legal form was typed as listed (or there is none). */
export function legalFormNote(
  readings: readonly LegalFormReading[],
  queryTokens: readonly string[],
  listTokens: readonly string[],
): LegalFormNote | undefined {
  const read = readings.find((r) => r.kind === 'slip' || r.kind === 'partial');
  if (read !== undefined && (read.kind === 'slip' || read.kind === 'partial'))
    return { kind: read.kind, typed: read.typed, read: read.read };
  return movedForm(queryTokens, listTokens);
}

/** A legal form first in the query and last in the listed name (or the reverse), of the same class. */
function movedForm(query: readonly string[], list: readonly string[]): LegalFormNote | undefined {
  if (query.length < 2 || list.length < 2) return undefined;
  const ends = (tokens: readonly string[]) => [tokens[0] ?? '', tokens[tokens.length - 1] ?? ''];
  const [queryFirst, queryLast] = ends(query);
  const [listFirst, listLast] = ends(list);
  const same = (a: string, b: string) => {
    const cls = orgClassOf(a);
    return cls !== undefined && cls === orgClassOf(b);
  };
  if (same(queryFirst ?? '', listLast ?? '') && !same(queryLast ?? '', listLast ?? ''))
    return { kind: 'moved', typed: queryFirst ?? '', read: listLast ?? '', queryAt: 'front' };
  if (same(queryLast ?? '', listFirst ?? '') && !same(queryFirst ?? '', listFirst ?? ''))
    return { kind: 'moved', typed: queryLast ?? '', read: listFirst ?? '', queryAt: 'end' };
  return undefined;
}

const upper = (text: string) => text.toUpperCase();

export function legalFormNoteEn(note: LegalFormNote): string {
  switch (note.kind) {
    case 'slip':
      return `Legal form read through a slip: '${upper(note.typed)}' is ${upper(note.read)}; a mistyped legal-form word is still a legal form, not a name word.`;
    case 'partial':
      return `Legal form read with a word left out: '${upper(note.typed)}' is ${upper(note.read)}, compared as that form.`;
    case 'moved': {
      const [typedAt, listedAt] = note.queryAt === 'end' ? ['end', 'front'] : ['front', 'end'];
      return `Legal form moved: ${upper(note.typed)} is typed at the ${typedAt} of the name and ${upper(note.read)} is listed at the ${listedAt}; its place does not count against the match.`;
    }
  }
}

export function legalFormNoteAr(note: LegalFormNote): string {
  // Latin text inside Arabic is isolated so the sentence keeps its right-to-left order.
  const typed = `«\u2068${upper(note.typed)}\u2069»`;
  const read = `«\u2068${upper(note.read)}\u2069»`;
  switch (note.kind) {
    case 'slip':
      return `قُرئ الشكل القانوني رغم خطأ في الكتابة: ${typed} هو ${read}؛ كلمة الشكل القانوني المكتوبة بخطأ تبقى شكلًا قانونيًا لا جزءًا من الاسم.`;
    case 'partial':
      return `قُرئ الشكل القانوني مع كلمة ناقصة: ${typed} هو ${read}، ويُقارن على أنه هذا الشكل.`;
    case 'moved': {
      const [typedAt, listedAt] = note.queryAt === 'end' ? ['آخر', 'أول'] : ['أول', 'آخر'];
      return `نُقل الشكل القانوني: ${typed} مكتوب في ${typedAt} الاسم و${read} مدرج في ${listedAt}ه؛ موضعه لا يُحتسب ضد المطابقة.`;
    }
  }
}
