/**
 * The deck's own groups of equivalent legal forms (Latin and Cyrillic), written independently of the engine's
 * table. Within a group every spelling means the same legal form: abbreviated, expanded, transliterated or
 * translated.
 */
export const DECK_LEGAL_FORMS: readonly (readonly string[])[] = [
  [
    'LLC',
    'L.L.C.',
    'LIMITED LIABILITY COMPANY',
    'OOO',
    'ООО',
    'OBSHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU',
  ],
  ['JSC', 'JOINT STOCK COMPANY', 'AO', 'АО', 'AKTSIONERNOE OBSHCHESTVO'],
  ['OJSC', 'OPEN JOINT STOCK COMPANY', 'OAO', 'ОАО'],
  ['CJSC', 'CLOSED JOINT STOCK COMPANY', 'ZAO', 'ЗАО'],
  ['PJSC', 'PUBLIC JOINT STOCK COMPANY', 'PAO', 'ПАО'],
  ['LTD', 'LTD.', 'LIMITED'],
  ['CO', 'CO.', 'COMPANY'],
  ['FZE', 'F.Z.E.', 'FREE ZONE ESTABLISHMENT'],
  ['FZCO', 'FZC', 'FREE ZONE COMPANY'],
  ['SA', 'S.A.', 'SOCIEDAD ANONIMA'],
  ['SA DE CV', 'S.A. DE C.V.', 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE'],
  ['GMBH', 'GESELLSCHAFT MIT BESCHRAENKTER HAFTUNG'],
  ['LLP', 'LIMITED LIABILITY PARTNERSHIP'],
  ['INC', 'INC.', 'INCORPORATED'],
  ['CORP', 'CORP.', 'CORPORATION'],
  ['PLC', 'PUBLIC LIMITED COMPANY'],
];
