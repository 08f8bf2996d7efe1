import { describe, expect, it } from 'vitest';
import { fillerWord, namedParty } from '../testing/named-party';
import { matchFor } from '../testing/match-for';
import { expectReviewBand } from '../testing/expect-review-band';
import { buildScreeningIndex } from './build-index';

/**
 * ADR 002 R3.17: a title typed with a common family name retrieves the persons listed with both.
 * Names modelled on the real UN list: QDi.135 (alias "Sheikh Dawood Hassan"), TAi.096 ("Gud Mullah
 * Mohammad Hassan") and SOi.003 ("TURKI, Sheikh Hassan", where Hassan is the given name).
 */
// Hassan as common as on the real lists, in shorter names that win the top-K cut on "Hassan" alone.
const namesakes = Array.from({ length: 400 }, (_, i) =>
  namedParty(`h${i}`, [{ full: `Hassan ${fillerWord(i)}`, kind: 'primary' }]),
);
const fillers = Array.from({ length: 1500 }, (_, i) =>
  namedParty(`f${i}`, [{ full: `Omar ${fillerWord(i + 400)}`, kind: 'primary' }]),
);

const index = buildScreeningIndex([
  namedParty('dawood', [
    { full: 'DAWOOD IBRAHIM KASKAR', kind: 'primary' },
    { full: 'Sheikh Dawood Hassan', kind: 'aka' },
  ]),
  namedParty('gud-mullah', [{ full: 'Gud Mullah Mohammad Hassan', kind: 'primary' }]),
  namedParty('turki', [{ full: 'TURKI, Sheikh Hassan', kind: 'primary' }]),
  ...namesakes,
  ...fillers,
]);

const best = (firstName: string, lastName: string, sourceId: string) =>
  matchFor(index, firstName, lastName, sourceId);

describe('title + family-name retrieval key (R3.17)', () => {
  it.each([
    // The listed title with the listed family name: found however many namesakes share the name.
    ['Sheikh', 'Hassan', 'dawood', 'low'],
    ['', 'Sheikh Hassan', 'dawood', 'low'],
    ['Mullah', 'HASSAN', 'gud-mullah', 'low'],
    // Another title, or the title with the given name (TURKI, Sheikh Hassan): no alert.
    ['Mullah', 'Hassan', 'dawood', 'none'],
    ['Sheikh', 'Hassan', 'turki', 'none'],
    // The title with a name that is not the family name: the key is never built for it.
    ['Sheikh', 'Dawood', 'dawood', 'none'],
  ] as const)('%s %s -> %s: %s', (firstName, lastName, sourceId, expected) => {
    const match = best(firstName, lastName, sourceId);
    if (!expectReviewBand(match, expected)) return;
    expect(match?.analysis.en).toContain('title and family name are looked up together');
    expect(match?.analysis.ar).toContain('يُبحث عن اللقب واسم العائلة معاً');
  });

  it('is what retrieves the person: the common name alone leaves them outside the candidates', () => {
    expect(best('', 'Hassan', 'dawood')).toBeUndefined();
    expect(best('Sheikh', 'Hassan', 'dawood')).toBeDefined();
  });
});
