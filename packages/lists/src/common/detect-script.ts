import type { NameScript } from '@sanctions/screening';

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const CYRILLIC = /[\u0400-\u04FF\u0500-\u052F]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

/** The script of a name: Arabic if any Arabic-block letter appears (PROVENANCE.md's rule), then Cyrillic, Latin, else other. */
export function detectScript(text: string): NameScript {
  if (ARABIC.test(text)) return 'arabic';
  if (CYRILLIC.test(text)) return 'cyrillic';
  if (LATIN.test(text)) return 'latin';
  return 'other';
}
