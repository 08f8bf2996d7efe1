/**
 * Country names, codes and demonyms -> ISO 3166-1 alpha-2, so 'IQ', 'Iraq', 'iraqi' and 'العراق'
 * all compare equal. English and Arabic names come from the runtime's CLDR data (Intl.DisplayNames):
 * complete and deterministic for a given Node release, with no data file to maintain.
 */

/** Alpha-3 codes and demonyms the lists and users write, beyond CLDR's names. */
const EXTRA_FORMS: Readonly<Record<string, string>> = {
  afg: 'AF',
  afghan: 'AF',
  irq: 'IQ',
  iraqi: 'IQ',
  irn: 'IR',
  iranian: 'IR',
  persia: 'IR',
  syr: 'SY',
  syrian: 'SY',
  lby: 'LY',
  libyan: 'LY',
  yem: 'YE',
  yemeni: 'YE',
  sau: 'SA',
  saudi: 'SA',
  egy: 'EG',
  egyptian: 'EG',
  jor: 'JO',
  jordanian: 'JO',
  lbn: 'LB',
  lebanese: 'LB',
  pse: 'PS',
  palestinian: 'PS',
  palestine: 'PS',
  sdn: 'SD',
  sudanese: 'SD',
  som: 'SO',
  somali: 'SO',
  pak: 'PK',
  pakistani: 'PK',
  rus: 'RU',
  russian: 'RU',
  russia: 'RU',
  blr: 'BY',
  belarusian: 'BY',
  ukr: 'UA',
  ukrainian: 'UA',
  prk: 'KP',
  dprk: 'KP',
  'north korea': 'KP',
  'north korean': 'KP',
  kor: 'KR',
  'south korea': 'KR',
  chn: 'CN',
  chinese: 'CN',
  cub: 'CU',
  cuban: 'CU',
  ven: 'VE',
  venezuelan: 'VE',
  usa: 'US',
  american: 'US',
  'united states of america': 'US',
  gbr: 'GB',
  british: 'GB',
  uk: 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  are: 'AE',
  emirati: 'AE',
  uae: 'AE',
  tur: 'TR',
  turkish: 'TR',
  turkey: 'TR',
  qat: 'QA',
  qatari: 'QA',
  kwt: 'KW',
  kuwaiti: 'KW',
  bhr: 'BH',
  bahraini: 'BH',
  omn: 'OM',
  omani: 'OM',
  dza: 'DZ',
  algerian: 'DZ',
  mar: 'MA',
  moroccan: 'MA',
  tun: 'TN',
  tunisian: 'TN',
  mli: 'ML',
  malian: 'ML',
  nga: 'NG',
  nigerian: 'NG',
  ind: 'IN',
  indian: 'IN',
  idn: 'ID',
  indonesian: 'ID',
  phl: 'PH',
  filipino: 'PH',
  mys: 'MY',
  malaysian: 'MY',
  deu: 'DE',
  german: 'DE',
  fra: 'FR',
  french: 'FR',
  bel: 'BE',
  belgian: 'BE',
  swe: 'SE',
  swedish: 'SE',
  dnk: 'DK',
  danish: 'DK',
  nld: 'NL',
  dutch: 'NL',
  ita: 'IT',
  italian: 'IT',
  esp: 'ES',
  spanish: 'ES',
  can: 'CA',
  canadian: 'CA',
  aus: 'AU',
  australian: 'AU',
  mmr: 'MM',
  burma: 'MM',
  burmese: 'MM',
  eri: 'ER',
  eritrean: 'ER',
  eth: 'ET',
  ethiopian: 'ET',
  ken: 'KE',
  kenyan: 'KE',
  tza: 'TZ',
  tanzanian: 'TZ',
  cod: 'CD',
  'democratic republic of the congo': 'CD',
  caf: 'CF',
  nic: 'NI',
  nicaraguan: 'NI',
  zwe: 'ZW',
  zimbabwean: 'ZW',
  bih: 'BA',
  bosnian: 'BA',
  srb: 'RS',
  serbian: 'RS',
  alb: 'AL',
  albanian: 'AL',
  kaz: 'KZ',
  kazakh: 'KZ',
  uzb: 'UZ',
  uzbek: 'UZ',
  tjk: 'TJ',
  tajik: 'TJ',
  kgz: 'KG',
  kyrgyz: 'KG',
  tkm: 'TM',
  turkmen: 'TM',
  aze: 'AZ',
  azerbaijani: 'AZ',
  geo: 'GE',
  georgian: 'GE',
  arm: 'AM',
  armenian: 'AM',
  isr: 'IL',
  israeli: 'IL',
  'syrian arab republic': 'SY',
  'iran islamic republic of': 'IR',
  'islamic republic of iran': 'IR',
  "lao people's democratic republic": 'LA',
  'viet nam': 'VN',
  vietnamese: 'VN',
};

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function buildTable(): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const arabic = new Intl.DisplayNames(['ar'], { type: 'region', fallback: 'none' });
  const A = 65;
  for (let first = 0; first < 26; first += 1) {
    for (let second = 0; second < 26; second += 1) {
      const code = String.fromCharCode(A + first, A + second);
      let name: string | undefined;
      try {
        name = english.of(code);
      } catch {
        name = undefined;
      }
      if (name === undefined || name === code || /\d/.test(name) || name === 'Unknown Region')
        continue;
      table.set(code.toLowerCase(), code);
      // First code wins a name: the reserved "UK" is also named "United Kingdom" and must not
      // take that name from "GB" (a nationality "United Kingdom" is GB, as the code "UK" is).
      if (!table.has(fold(name))) table.set(fold(name), code);
      const arabicName = arabic.of(code);
      if (arabicName !== undefined) table.set(fold(arabicName), code);
    }
  }
  for (const [form, code] of Object.entries(EXTRA_FORMS)) table.set(fold(form), code);
  return table;
}

let table: ReadonlyMap<string, string> | undefined;

/** Distinct published values are few (a few hundred): each resolution is remembered. */
const resolved = new Map<string, string | undefined>();
const MAX_RESOLVED = 10_000;

/** ISO alpha-2 code of a country written as a code, English or Arabic name or demonym; undefined when unknown. */
export function countryCode(text: string): string | undefined {
  if (resolved.has(text)) return resolved.get(text);
  const code = resolve(text);
  if (resolved.size < MAX_RESOLVED) resolved.set(text, code);
  return code;
}

function resolve(text: string): string | undefined {
  table ??= buildTable();
  const folded = fold(text);
  if (folded === '') return undefined;
  const direct = table.get(folded);
  if (direct !== undefined) return direct;
  // Lists qualify values: "Iraq (citizen)", "Syria, Arab Republic": try the part before the qualifier.
  const head = fold(text.split(/[(,;]/)[0] ?? '');
  return head === '' ? undefined : table.get(head);
}
