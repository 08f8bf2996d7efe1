/**
 * Known losses of the recall-floor property (ADR 002 R4.9), by case key: listed names typed with one slip
 * that the engine still does not return at 70, left for a later round. The property test fails on any loss
 * outside this list, and on any name of this list found again (take it off: the list only shrinks).
 * Regenerate the candidates with `KEYS=1 npx tsx tools/bench/src/deck/recall-floor-run.ts`.
 */
export const KNOWN_FLOOR_LOSSES: readonly string[] = [
  // 42 of 36,986 at ADR 002 R4.9: slips inside a one-token Abd- compound (GBDELRAHMMAN, Abdellwtif, bdurrahim),
  // lone words of 5-6 letters changed inside (JAAMIN, SALIJA, IIALCO, IKIMA), a letter dropped at the end of a word
  // beside generic business words (SINK BANK LTD, AYDA TRADING LLC), splits inside a compound (Abderre zak),
  // joins with a repeated or glued word (MuhammadAwaad, ouldbreihmatt), a title with a short word (Maulana MAZOR).
  // Since the merge with R4.10: a slip on a listed misspelling of a legal-form word (ANOMINA for ANONIMA, typed
  // ANOMINQA) is two edits from the form, so neither the legal-form reading nor the name floor takes it.
  // Since R4.50 the one-word names of organisations, vessels and aircraft are no longer skipped as
  // `short-lone-word` (464 cases more); three of them are lost: a 5-letter coined name that candidate retrieval
  // does not reach from the slip (ISSIK for ISISK, OWJWA for TWJWA), and DARA for DARAB, which is the listed
  // weak alias DAR'A of another party folded (another name, which the case generator does not see as listed).
  'floor/uk/13788/ISISK',
  'floor/ofac/15609/TWJWA',
  'floor/ofac/15044/DARAB',
  'floor/ofac/31005/CITY PLAZA, SOCIEDAD ANOMINA DE CAPITAL VARIABLE',
  'floor/un/CDi.027/Mr Omari',
  'floor/un/QDi.243/Abubakar Abdillah',
  'floor/un/SOi.023/IKRIMA',
  'floor/uk/7798/ABDELRAHMMAN',
  'floor/uk/13673/THE UNCLE',
  'floor/uk/12425/AL WATAN',
  'floor/uk/11933/Mohammed HAMSHO',
  'floor/uk/15862/Abdellatif HAMIDEH',
  'floor/ofac/7853/AL-GHAFUR, Barzan Razuki abd',
  'floor/ofac/10851/ABDILLAH, Abdul',
  'floor/ofac/11969/MAZAR, Maulana',
  'floor/ofac/12976/JUNIOR INTERNATIONAL S.A.',
  'floor/ofac/15079/SALINA',
  'floor/ofac/26643/JAZMIN',
  'floor/ofac/28028/Karida',
  'floor/ofac/28305/IRALCO',
  'floor/ofac/30462/MASOUTI, Mohammed Humam Mohammed Adnan',
  'floor/ofac/34277/AWAAD, Muhammad Sharif Muhammad Muhammad',
  'floor/ofac/34480/PRINCE ENGINEERING, CONSTRUCTION, AND GENERAL TRADING',
  'floor/ofac/36400/LADY RANIA',
  'floor/ofac/40560/ANATTA',
];
