/**
 * Korean family names as North Korean designations (Ri, Pak, Rim...) and South Korean or Western documents
 * (Lee, Park, Lim...) write them: one group per name, for review. Given-name syllables are written joined,
 * hyphenated or spaced (Thae Chol / Thae-chol / Thaechol): hyphens and spaces are token separators and joined
 * forms are handled by the compound rules, so only the family names need a table. Spellings that are also
 * frequent names or words elsewhere (Li, Jun, Chu, Ye) are left out: they would pair unrelated people.
 */
export const KOREAN_FAMILY_GROUPS: readonly (readonly string[])[] = [
  ['ri', 'lee', 'yi', 'rhee', 'rhie'],
  ['pak', 'park', 'bak', 'bahk'],
  ['rim', 'lim', 'im', 'lym'],
  ['jang', 'chang'],
  ['choe', 'choi', 'chwe'],
  ['kang', 'gang'],
  ['jong', 'jeong', 'chong', 'chung', 'jung'],
  ['o', 'oh'],
  ['ryu', 'yoo', 'yu', 'rhyu'],
  ['ro', 'roh', 'noh'],
  ['sin', 'shin'],
  ['han', 'hahn'],
  ['kim', 'gim'],
  ['cho', 'jo'],
  ['yun', 'yoon'],
  ['chon', 'jeon', 'chun'],
  ['ryom', 'yeom', 'yom'],
  ['ju', 'joo'],
  ['ryang', 'yang'],
];
