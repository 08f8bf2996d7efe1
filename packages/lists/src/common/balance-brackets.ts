/** Splitting free text on separators can leave half of a bracket pair: "банк)" or "(ЗАО". */
export function balanceBrackets(piece: string): string {
  const opens = (piece.match(/[(（]/g) ?? []).length;
  const closes = (piece.match(/[)）]/g) ?? []).length;
  if (closes > opens) return piece.replace(/[)）]\s*$/, '').trim();
  if (opens > closes) return piece.replace(/^[(（]\s*/, '').trim();
  return piece.trim();
}
