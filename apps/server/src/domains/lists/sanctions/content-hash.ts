import { createHash } from 'node:crypto';
import type { ListFile } from '@sanctions/lists';

/**
 * SHA-256 over a publication's files, independent of the order they were read in: each file contributes
 * its name and the hash of its bytes, sorted by name. Equal hashes mean the same publication was offered again.
 */
export function hashListFiles(files: readonly ListFile[]): string {
  const parts = files
    .map((file) => `${file.name}\u0000${createHash('sha256').update(file.bytes).digest('hex')}`)
    .sort();
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/**
 * SHA-256 of a value's canonical JSON (object keys sorted, `undefined` members dropped), so a record
 * read back from jsonb (which reorders keys) hashes like the freshly parsed one.
 */
export function hashRecord(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
