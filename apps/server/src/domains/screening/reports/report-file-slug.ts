/**
 * The match's name as it may stand in a Content-Disposition filename: ASCII letters, digits and
 * hyphens only (the header is Latin-1; the web names the saved file itself, in any script).
 */
export function asciiFileSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
