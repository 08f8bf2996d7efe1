import { stripDisallowedCharacters } from '@sanctions/contracts';

/** Longest reason or error message kept: enough to act on, never a file's worth of text. */
export const MAX_STORED_REASON_LENGTH = 1_000;

/**
 * Text derived from a file's content (an import's failure reason, a parser's error, a cell) as it may be
 * stored: without NUL, other control characters (tab and line breaks kept) and unpaired surrogates, which
 * PostgreSQL refuses in `text` or `jsonb` (issue 24 §4), and cut to `maxLength` characters with an
 * ellipsis. A reason must never be the value that makes recording the failure fail.
 */
export function toStorableText(value: string, maxLength = MAX_STORED_REASON_LENGTH): string {
  const clean = stripDisallowedCharacters(value, { multiline: true });
  if (clean.length <= maxLength) return clean;
  // Cut, then strip again: the cut may split a surrogate pair.
  return `${stripDisallowedCharacters(clean.slice(0, maxLength - 1), { multiline: true })}…`;
}

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when PostgreSQL would refuse the text in `text` or `jsonb`: a NUL or an unpaired surrogate. */
export function hasUnstorableCharacters(value: string): boolean {
  return value.includes('\u0000') || UNPAIRED_SURROGATE.test(value);
}
