/**
 * Character-trigram index over the vocabulary, for query tokens the lists never use (typos):
 * such a token borrows the keys of the vocabulary tokens that share most of its trigrams.
 */
const MIN_TOKEN_LENGTH = 3;

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
  private readonly postings = new Map<string, Int32Array>();
  private readonly counts: Uint16Array;
  private readonly shared: Uint16Array;
  private readonly touched: Int32Array;

  /** `tokens[id]` is the vocabulary token with that id, or '' when it must not be found by trigrams. */
  constructor(tokens: readonly string[]) {
    const lists = new Map<string, number[]>();
    this.counts = new Uint16Array(tokens.length);
    tokens.forEach((token, id) => {
      if (token.length < MIN_TOKEN_LENGTH) return;
      const grams = trigramsOf(token);
      this.counts[id] = grams.length;
      for (const gram of grams) {
        const list = lists.get(gram);
        if (list === undefined) lists.set(gram, [id]);
        else list.push(id);
      }
    });
    for (const [gram, list] of lists) this.postings.set(gram, Int32Array.from(list));
    this.shared = new Uint16Array(tokens.length);
    this.touched = new Int32Array(tokens.length);
  }

  /** Vocabulary tokens with trigram Jaccard >= `minJaccard`, best first (ties by id), at most `limit`. */
  similar(token: string, minJaccard: number, limit: number): TrigramHit[] {
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
      if (jaccard >= minJaccard) hits.push({ tokenId: id, jaccard });
    }
    hits.sort((a, b) => b.jaccard - a.jaccard || a.tokenId - b.tokenId);
    return hits.slice(0, limit);
  }
}
