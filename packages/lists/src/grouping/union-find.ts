/** Disjoint sets over 0..size-1 with path halving and union by size: near-constant time per call. */
export class UnionFind {
  private readonly parent: Int32Array;
  private readonly size: Int32Array;

  constructor(count: number) {
    this.parent = Int32Array.from({ length: count }, (_, index) => index);
    this.size = new Int32Array(count).fill(1);
  }

  find(item: number): number {
    let current = item;
    while (this.parent[current] !== current) {
      const grandparent = this.parent[this.parent[current] ?? current] ?? current;
      this.parent[current] = grandparent;
      current = grandparent;
    }
    return current;
  }

  /** Joins the sets of `a` and `b`; returns false when they were already one set. */
  union(a: number, b: number): boolean {
    let rootA = this.find(a);
    let rootB = this.find(b);
    if (rootA === rootB) return false;
    if ((this.size[rootA] ?? 0) < (this.size[rootB] ?? 0)) [rootA, rootB] = [rootB, rootA];
    this.parent[rootB] = rootA;
    this.size[rootA] = (this.size[rootA] ?? 0) + (this.size[rootB] ?? 0);
    return true;
  }
}
