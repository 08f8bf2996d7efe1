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
  'floor/ofac/31005/CITY PLAZA, SOCIEDAD ANOMINA DE CAPITAL VARIABLE',
  'floor/un/CDi.027/Mr Omari',
  'floor/un/QDi.187/Abdullah Abdurrahman',
  'floor/un/QDi.243/Abubakar Abdillah',
  'floor/un/SOi.023/IKRIMA',
  'floor/uk/7890/Abderrezak ZAIMECHE',
  'floor/uk/7798/ABDELRAHMMAN',
  'floor/uk/10663/Abubakar ABDILLAH',
  'floor/uk/16554/Abdolfatah AHVAZIAN',
  'floor/uk/13673/THE UNCLE',
  'floor/uk/14106/Abdurrahim AL KANI',
  'floor/uk/7867/Abdelhamid AL KURDI',
  'floor/uk/12425/AL WATAN',
  'floor/uk/11933/Mohammed HAMSHO',
  'floor/uk/15862/Abdullatif HAMID',
  'floor/uk/15862/Abdellatif HAMIDEH',
  'floor/uk/13833/Abdoullaye MISKINE',
  'floor/ofac/7853/AL-GHAFUR, Barzan Razuki abd',
  'floor/ofac/8104/ABDALARAK',
  'floor/ofac/10851/ABDILLAH, Abubakar',
  'floor/ofac/10851/ABDILLAH, Abdul',
  'floor/ofac/10937/ABU ZEID, Abdelhamid',
  'floor/ofac/11969/MAZAR, Maulana',
  "floor/ofac/12597/BA'ASYIR, Abdurrahim",
  'floor/ofac/12976/JUNIOR INTERNATIONAL S.A.',
  'floor/ofac/15079/SALINA',
  'floor/ofac/19733/AYDAH TRADING LLC',
  'floor/ofac/26643/JAZMIN',
  'floor/ofac/27000/AL-SENHADJI, Abou Abderrahman',
  'floor/ofac/27856/ABDOLLAHI, Ali',
  'floor/ofac/28028/Karida',
  'floor/ofac/28305/IRALCO',
  'floor/ofac/29119/AL-KANI, Mohamed Khalifa Abderrahim Shaqaqi',
  'floor/ofac/30462/MASOUTI, Mohammed Humam Mohammed Adnan',
  'floor/ofac/32795/BREIHMATT, Salem ould',
  'floor/ofac/34277/AWAAD, Muhammad Sharif Muhammad Muhammad',
  'floor/ofac/34480/PRINCE ENGINEERING, CONSTRUCTION, AND GENERAL TRADING',
  'floor/ofac/36400/LADY RANIA',
  'floor/ofac/40560/ANATTA',
  'floor/ofac/40760/SENSE SHIPPING AND TRADING SDN. BHD.',
  'floor/ofac/44520/ZANGA S.A.S.',
  'floor/ofac/44758/SINKO BANK LTD',
];
