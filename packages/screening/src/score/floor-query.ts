import { SLIP_FLOOR } from '../config';
import { editDistance } from '../compare/edit-distance';
import type { Vocabulary } from '../index/vocabulary';
import { isKnownGivenName } from '../normalize/name-equivalents';
import { isWeakTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';

/** The slip tests the recall floor asks of a typed word and a listed token (see `FloorQuery.slips`). */
export const SlipTest = {
  /** R4.1: one edit, the listed token 5+ letters. */
  one: 0,
  /** R4.4: two edits in a long listed token. */
  two: 1,
  /** R4.5: two adjacent typed words run together are one edit from a long listed token that ends as the second. */
  split: 2,
} as const;
export type SlipTest = (typeof SlipTest)[keyof typeof SlipTest];

/**
 * What the recall floor (slip-floor.ts) reads of one query name, worked out once per query instead of once per
 * candidate below the floor (about 260 a query on the tuning deck): the significant words (not particles,
 * titles, legal forms or generic words) with their vocabulary ids, and a memo of the slip tests of a typed
 * word against a listed token, which a query's candidates share (mohammed, ali, al). Pure in the query and
 * the vocabulary, so the floor reads exactly what it read when it worked this out per candidate.
 */
export class FloorQuery {
  /** A token holds Arabic script: the floor reads Latin names only. */
  readonly arabic: boolean;
  readonly texts: readonly string[];
  /** Vocabulary id of each significant word; -1 for a word no list name uses (it equals no listed token). */
  readonly ids: Int32Array;
  /** R8.5: vocabulary ids of the other words (business, legal-form, particle, title); -2 for an unlisted one. */
  readonly weakIds: readonly number[];
  /** Per listed token id and word slot, two bits per test: tested, and held. */
  private readonly tested = new Map<number, number>();
  /** `texts[k] + texts[k + 1]` and its vocabulary id (-1: none), worked out on first use. */
  private readonly splits: (string | undefined)[] = [];
  private readonly splitIds: number[] = [];

  constructor(
    readonly tokens: readonly TokenData[],
    readonly vocabulary: Vocabulary,
  ) {
    const texts: string[] = [];
    const ids: number[] = [];
    const weakIds: number[] = [];
    let arabic = false;
    for (const token of tokens) {
      if (token.arabic) {
        arabic = true;
        break;
      }
      if (isWeakTag(token.tag)) {
        weakIds.push(vocabulary.idOf(token.text) ?? -2);
        continue;
      }
      texts.push(token.text);
      ids.push(vocabulary.idOf(token.text) ?? -1);
    }
    this.arabic = arabic;
    this.texts = arabic ? [] : texts;
    this.ids = Int32Array.from(arabic ? [] : ids);
    this.weakIds = arabic ? [] : weakIds;
  }

  /** Significant word `k` (an empty string past the end). */
  text(k: number): string {
    return this.texts[k] ?? '';
  }

  /** Words `k` and `k + 1` run together. */
  split(k: number): string {
    let split = this.splits[k];
    if (split === undefined) {
      split = this.text(k) + this.text(k + 1);
      this.splits[k] = split;
      this.splitIds[k] = this.vocabulary.idOf(split) ?? -1;
    }
    return split;
  }

  /** Vocabulary id of `split(k)`, -1 when no list name uses it. */
  splitId(k: number): number {
    this.split(k);
    return this.splitIds[k] ?? -1;
  }

  /** R4.50: word `k` is a given name of the engine's tables. */
  isKnownGivenName(k: number): boolean {
    return isKnownGivenName(this.text(k));
  }

  /** Slip test `test` of word `k` (for `SlipTest.split`, words k and k + 1 run together) against listed token `id`. */
  slips(test: SlipTest, k: number, id: number): boolean {
    const key = id * this.texts.length + k;
    const known = this.tested.get(key) ?? 0;
    const tested = 1 << (test * 2);
    if ((known & tested) !== 0) return (known & (tested << 1)) !== 0;
    const listed = this.vocabulary.token(id).text;
    const holds =
      test === SlipTest.one
        ? isOneSlip(this.text(k), listed)
        : test === SlipTest.two
          ? isTwoSlips(this.text(k), listed)
          : isSplitSlip(this.text(k), this.text(k + 1), this.split(k), listed);
    this.tested.set(key, known | tested | (holds ? tested << 1 : 0));
    return holds;
  }
}

/** One edit between a typed token and a listed token of 5+ letters (the typed one at least 4). */
export function isOneSlip(typed: string, listed: string): boolean {
  if (listed.length < SLIP_FLOOR.minListedLength || typed.length < SLIP_FLOOR.minListedLength - 1)
    return false;
  return editDistance(typed, listed, 1) <= 1;
}

/** R4.4: two edits between a typed token and a listed token of SLIP_FLOOR.twoSlipMinLength+ letters. */
function isTwoSlips(typed: string, listed: string): boolean {
  if (listed.length < SLIP_FLOOR.twoSlipMinLength || typed.length < SLIP_FLOOR.twoSlipMinLength - 1)
    return false;
  if (Math.abs(listed.length - typed.length) > 2 || typed[0] !== listed[0]) return false;
  return editDistance(typed, listed, 2) <= 2;
}

/**
 * R4.5: a compound split after a slipped head, "ADBUL HAI" for ABDULHAI: the second part typed as the listed
 * word ends (CHO YONG SON is no CHO YONGWON).
 */
function isSplitSlip(typed: string, next: string, split: string, listed: string): boolean {
  return (
    listed.length >= SLIP_FLOOR.minSplitSlipLength &&
    typed.length >= 4 &&
    next.length >= 3 &&
    listed.endsWith(next) &&
    isOneSlip(split, listed)
  );
}
