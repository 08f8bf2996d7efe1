/**
 * The request bodies of `npm run bench:api`, posted round-robin. Like real screening, most names are
 * clear: 8 of the 20 are listed people or organisations (Latin and Arabic script, variants, partial
 * names, list filters), 12 are common names of many cultures that no list holds.
 */
export const BENCH_QUERIES: readonly string[] = [
  { firstName: 'Saddam', lastName: 'Hussein' },
  { firstName: 'John', lastName: 'Smith' },
  { firstName: 'Maria', lastName: 'Garcia', dateOfBirth: '1980' },
  { arabicName: 'أسامة بن لادن' },
  { firstName: 'Emma', lastName: 'Johansson' },
  { firstName: 'Wei', lastName: 'Zhang' },
  { firstName: 'Osama', lastName: 'bin Ladin', searchType: 'phonetic' },
  { firstName: 'Priya', lastName: 'Sharma' },
  { firstName: 'Lucas', lastName: 'Martin', nationality: 'France' },
  { firstName: 'Viktor', lastName: 'Bout' },
  { firstName: 'Ahmed', lastName: 'Hassan', nationality: 'Egypt' },
  { firstName: 'Sofia', lastName: 'Rossi' },
  { firstName: 'Abu Bakr', lastName: 'al-Baghdadi', sanctionLists: 'un' },
  { firstName: 'Hans', lastName: 'Müller', dateOfBirth: '1975' },
  { arabicName: 'فاطمة الزهراء بنعلي' },
  { lastName: 'Islamic Revolutionary Guard Corps' },
  { firstName: 'Kenji', lastName: 'Tanaka' },
  { firstName: 'Olga', lastName: 'Petrova' },
  { firstName: 'Joaquin', lastName: 'Guzman Loera' },
  { lastName: 'Nordic Timber Supplies', searchType: 'exact' },
].map((query) => JSON.stringify(query));
