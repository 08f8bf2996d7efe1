/**
 * Known losses of the recall-floor property (ADR 002 R4.9), by case key: listed names typed with one slip
 * that the engine still does not return at 70, left for a later round. The property test fails on any loss
 * outside this list, and on any name of this list found again (take it off: the list only shrinks).
 * Regenerate the candidates with `KEYS=1 npx tsx tools/bench/src/deck/recall-floor-run.ts`.
 */
export const KNOWN_FLOOR_LOSSES: readonly string[] = [];
