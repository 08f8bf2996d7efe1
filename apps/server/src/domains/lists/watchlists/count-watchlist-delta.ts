/** Added, removed and changed entries of a new version against the previous one, by entry key. */
export function countWatchlistDelta(
  previous: ReadonlyMap<string, string>,
  next: ReadonlyMap<string, string>,
): { added: number; removed: number; changed: number } {
  let added = 0;
  let changed = 0;
  for (const [key, hash] of next) {
    const before = previous.get(key);
    if (before === undefined) added += 1;
    else if (before !== hash) changed += 1;
  }
  let removed = 0;
  for (const key of previous.keys()) if (!next.has(key)) removed += 1;
  return { added, removed, changed };
}
