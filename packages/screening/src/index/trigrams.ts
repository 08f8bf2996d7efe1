import { editDistance } from '../compare/edit-distance';
/**
 * Character-trigram index over the vocabulary, for query tokens the lists never use (typos):
 * such a token borrows the keys of the vocabulary tokens that share most of its trigrams.
 */
const MIN_TOKEN_LENGTH = 3;
/**
 * R4.2: a vocabulary token one edit away (insert, delete, substitute, transpose) from a query token of at
 * least this many letters is always a hit, whatever its trigram Jaccard (TUJAIL / TUFAIL share 3 of 9
 * trigrams), ranked at least at ONE_EDIT_JACCARD.
 */
const ONE_EDIT_MIN_LENGTH = 4;
const ONE_EDIT_JACCARD = 0.8;

function trigramsOf(token: string): string[] {
  const padded = ` ${token} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i += 1) {
    const gram = padded.slice(i, i + 3);
    if (!out.includes(gram)) out.push(gram);
  }
  return out;
}

export interface TrigramHit {
  readonly tokenId: number;
  readonly jaccard: number;
}

export class TrigramIndex {
  private readonly shared: Uint16Array;
  private readonly touched: Int32Array;

  /** Built by {@link buildTrigramIndex}: each token's trigram count, and each trigram's token ids. */
  constructor(
    readonly counts: Uint16Array,
    readonly postings: ReadonlyMap<string, Int32Array>,
    readonly texts: readonly string[] = [],
  ) {
    this.shared = new Uint16Array(counts.length);
    this.touched = new Int32Array(counts.length);
  }

  /**
   * Vocabulary tokens with trigram Jaccard >= `minJaccard`, best first (ties by id), at most `limit`.
   * `oneEdits` (R8.1), when given, receives every vocabulary token one edit from `token`, uncut by `limit`.
   */
  similar(token: string, minJaccard: number, limit: number, oneEdits?: number[]): TrigramHit[] {
    if (token.length < MIN_TOKEN_LENGTH) return [];
    const grams = trigramsOf(token);
    let touchedCount = 0;
    for (const gram of grams) {
      const list = this.postings.get(gram);
      if (list === undefined) continue;
      for (const id of list) {
        if (this.shared[id] === 0) this.touched[touchedCount++] = id;
        this.shared[id] = (this.shared[id] ?? 0) + 1;
      }
    }
    const hits: TrigramHit[] = [];
    for (let i = 0; i < touchedCount; i += 1) {
      const id = this.touched[i] ?? 0;
      const shared = this.shared[id] ?? 0;
      this.shared[id] = 0;
      const jaccard = shared / (grams.length + (this.counts[id] ?? 0) - shared);
      const near = jaccard >= minJaccard && jaccard >= ONE_EDIT_JACCARD;
      const oneEdit =
        (!near || oneEdits !== undefined) && this.oneEdit(token, id, shared, grams.length);
      if (oneEdit) oneEdits?.push(id);
      if (near) hits.push({ tokenId: id, jaccard });
      else if (oneEdit) hits.push({ tokenId: id, jaccard: ONE_EDIT_JACCARD });
      else if (jaccard >= minJaccard) hits.push({ tokenId: id, jaccard });
    }
    hits.sort((a, b) => b.jaccard - a.jaccard || a.tokenId - b.tokenId);
    return hits.slice(0, limit);
  }

  /** One edit apart: one edit changes at most 4 of a token's padded trigrams, so fewer shared is no candidate. */
  private oneEdit(token: string, id: number, shared: number, grams: number): boolean {
    if (token.length < ONE_EDIT_MIN_LENGTH || shared < grams - 4) return false;
    const text = this.texts[id] ?? '';
    if (Math.abs(text.length - token.length) > 1 || text.length < ONE_EDIT_MIN_LENGTH) return false;
    return editDistance(token, text, 1) <= 1;
  }
}

/** Tokens (then trigram lists) between two yields of the sliced build: a few milliseconds each. */
const TRIGRAM_SLICE = 2_000;

/**
 * The trigram index of `tokens` (`tokens[id]` is the vocabulary token with that id, or '' when it must not
 * be found by trigrams), built in slices that yield: the index of every list's ~30,000 words held the event
 * loop for about a tenth of a second in one piece.
 */
export function* buildTrigramIndex(tokens: readonly string[]): Generator<void, TrigramIndex, void> {
  const lists = new Map<string, number[]>();
  const counts = new Uint16Array(tokens.length);
  for (let id = 0; id < tokens.length; id += 1) {
    if (id % TRIGRAM_SLICE === TRIGRAM_SLICE - 1) yield;
    const token = tokens[id] ?? '';
    if (token.length < MIN_TOKEN_LENGTH) continue;
    const grams = trigramsOf(token);
    counts[id] = grams.length;
    for (const gram of grams) {
      const list = lists.get(gram);
      if (list === undefined) lists.set(gram, [id]);
      else list.push(id);
    }
  }
  const postings = new Map<string, Int32Array>();
  let converted = 0;
  for (const [gram, list] of lists) {
    postings.set(gram, Int32Array.from(list));
    converted += 1;
    if (converted % TRIGRAM_SLICE === 0) yield;
  }
  return new TrigramIndex(counts, postings, tokens);
}
