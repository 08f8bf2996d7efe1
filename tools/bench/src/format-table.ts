/** A plain-text table with a header rule; numbers right-aligned, text left-aligned. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        return i === 0 || !/^[-+\d.%<>= ]+$/.test(cell) ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const pct = (value: number) => `${value.toFixed(1)}%`;
export const ms = (value: number) => `${value.toFixed(2)}`;
