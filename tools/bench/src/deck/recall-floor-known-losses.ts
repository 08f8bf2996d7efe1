/**
 * Known losses of the recall-floor property (ADR 002 R4.9), by case key: listed names typed with one slip
 * that the engine still does not return at 70, left for a later round. The property test fails on any loss
 * outside this list, and on any name of this list found again (take it off: the list only shrinks).
 * Regenerate the candidates with `KEYS=1 npx tsx tools/bench/src/deck/recall-floor-run.ts`.
 */
export const KNOWN_FLOOR_LOSSES: readonly string[] = [
  // None since round 8 (ADR 002 R8.1-R8.6). The 25 of round 7 were: short slipped words that candidate
  // retrieval did not reach (R8.1), slips that broke a compound's or a legal form's fold (R8.2), a split word
  // beside a compound written apart (R8.3), two listed words joined in the other order (R8.4), a slip in a
  // common or title-tagged word of an organisation's name typed in full (R8.5), a person's one word typed as
  // no name at all (R8.6), and DARA for DARAB, which is the listed DAR'A of another party (the generator now
  // reads apostrophes as the engine does, so that variant is another listed name and not made).
];
