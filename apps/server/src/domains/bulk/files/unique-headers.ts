/**
 * Column names a row's cells can be keyed by: trimmed, a blank header named after its position
 * ("Column 3"), a repeated one numbered ("Name (2)") so no column hides another.
 */
export function uniqueHeaders(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  return raw.map((value, index) => {
    const base = value.replace(/^\uFEFF/, '').trim() || `Column ${index + 1}`;
    let name = base;
    for (let copy = 2; seen.has(name.toLowerCase()); copy += 1) name = `${base} (${copy})`;
    seen.add(name.toLowerCase());
    return name;
  });
}

/** The cells of a row keyed by column; missing cells are '' and cells beyond the header are dropped. */
export function cellsByColumn(
  columns: readonly string[],
  values: readonly string[],
): Record<string, string> {
  // Own properties even for a column named like an Object member ("constructor", "__proto__").
  return Object.fromEntries(columns.map((column, index) => [column, values[index] ?? '']));
}

export function isBlankRow(values: readonly string[]): boolean {
  return values.every((value) => value.trim() === '');
}
