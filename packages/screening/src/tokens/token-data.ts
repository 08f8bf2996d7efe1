import {
  arabicTokenSkeletons,
  hasArabicScript,
  latinSkeleton,
  latinVariantGroup,
  splitArabicParticle,
  transliterateArabicToken,
  type TransliterationTable,
} from '../arabic';
import { orgClassOf, orgVariantOf, tagLatinToken, TokenTag } from '../normalize/token-tags';
import { letterMask } from '../compare/jaro-winkler';
import { equivalenceMask, nameEquivalents } from '../normalize/name-equivalents';
import { doubleMetaphone } from '../phonetic/double-metaphone';

/**
 * Everything the matcher needs to know about one normalised token, computed once per distinct
 * token (list vocabulary) or once per query token, never per comparison.
 */
export interface TokenData {
  readonly text: string;
  readonly arabic: boolean;
  /** `letterMask(text)`: lets the matcher rule out most pairs before Jaro-Winkler. */
  readonly letters: number;
  readonly tag: TokenTag;
  /** Double Metaphone primary / alternate ('' when none). */
  readonly dm1: string;
  readonly dm2: string;
  /** Latin consonant skeleton ('' for Arabic tokens). */
  readonly skeleton: string;
  /** Arabic tokens: skeletons in the Latin key space. Latin tokens: empty. */
  readonly arabicSkeletons: readonly string[];
  /** Curated variant group (Latin) or org-word variant id, or undefined. */
  readonly variant: string | undefined;
  readonly orgClass: string | undefined;
  /** Arabic tokens: the token without its article/particle ('' when the token is a particle). */
  readonly arabicStem: string;
  /** Arabic tokens: candidate Latin renderings, most likely first. */
  readonly transliterations: readonly string[];
  /** Arabic tokens: variant groups of those renderings. */
  readonly transliterationVariants: readonly string[];
  /**
   * Latin tokens: equivalence keys (name-equivalents.ts): romanisation readings, given-name and short-form
   * groups, Korean family-name groups. Two tokens sharing one are the same name written another way.
   */
  readonly equivalents: readonly string[];
  /** `equivalenceMask(equivalents)`: no common bit, no common key. */
  readonly equivalentMask: number;
}

const ARABIC_PARTICLE_STEMLESS = '';

/**
 * Arabic/Persian organisation words (normalised: ة→ه), by stem without the article: company,
 * establishment, bank, group, trading, international, limited, industries, services, general...
 */
const ARABIC_GENERIC: ReadonlySet<string> = new Set([
  'شركه',
  'شركت',
  'مؤسسه',
  'موسسه',
  'بنك',
  'مصرف',
  'مجموعه',
  'تجاره',
  'تجاريه',
  'للتجاره',
  'دوليه',
  'دولي',
  'محدوده',
  'مساهمه',
  'صناعات',
  'صناعيه',
  'خدمات',
  'عامه',
  'عام',
  'منظمه',
  'جمعيه',
  'هيئه',
  'مكتب',
  'وكاله',
  'استثمار',
  'للاستثمار',
  'قابضه',
  'سهامي',
  'خاص',
  'جبهه',
  'حركه',
  'كتائب',
  'لواء',
  'جيش',
  'حزب',
]);

/** Shared by every Latin token: ~50k list tokens need no empty arrays of their own. */
const NONE: readonly string[] = Object.freeze([]);

function latinTokenData(text: string): TokenData {
  const [dm1, dm2] = doubleMetaphone(text);
  const orgClass = orgClassOf(text);
  const tag = tagLatinToken(text);
  const equivalents = tag === TokenTag.name ? nameEquivalents(text) : NONE;
  return {
    text,
    arabic: false,
    letters: letterMask(text),
    tag,
    dm1,
    dm2: dm2 === dm1 ? '' : dm2,
    skeleton: latinSkeleton(text),
    arabicSkeletons: NONE,
    variant:
      orgClass === undefined ? (orgVariantOf(text) ?? latinVariantGroup(text)) : `org:${orgClass}`,
    orgClass,
    arabicStem: '',
    transliterations: NONE,
    transliterationVariants: NONE,
    equivalents,
    equivalentMask: equivalenceMask(equivalents),
  };
}

function arabicTokenData(text: string, table: TransliterationTable | undefined): TokenData {
  const { particle, stem } = splitArabicParticle(text);
  const isParticle = particle !== undefined && stem === ARABIC_PARTICLE_STEMLESS;
  const transliterations = transliterateArabicToken(stem === '' ? text : stem, table).slice(0, 6);
  const variants: string[] = [];
  for (const latin of transliterations) {
    const group = latinVariantGroup(latin);
    if (group !== undefined && !variants.includes(group)) variants.push(group);
  }
  return {
    text,
    arabic: true,
    letters: letterMask(text),
    tag: arabicTag(text, stem, isParticle),
    dm1: '',
    dm2: '',
    skeleton: '',
    arabicSkeletons: arabicTokenSkeletons(text),
    variant: undefined,
    orgClass: undefined,
    arabicStem: stem,
    transliterations,
    transliterationVariants: variants,
    equivalents: NONE,
    equivalentMask: 0,
  };
}

function arabicTag(text: string, stem: string, isParticle: boolean): TokenTag {
  if (/\p{N}/u.test(text)) return TokenTag.numeric;
  if (isParticle) return TokenTag.particle;
  return ARABIC_GENERIC.has(stem) || ARABIC_GENERIC.has(text) ? TokenTag.generic : TokenTag.name;
}

/** The tag `makeTokenData` gives a word, without deriving its keys and phonetic forms. */
export function tokenTagOf(text: string): TokenTag {
  if (!hasArabicScript(text)) return tagLatinToken(text);
  const { particle, stem } = splitArabicParticle(text);
  return arabicTag(text, stem, particle !== undefined && stem === ARABIC_PARTICLE_STEMLESS);
}

/** Precomputes the token's keys and tags; Arabic tokens use the learned transliteration table when given. */
export function makeTokenData(text: string, table?: TransliterationTable): TokenData {
  return hasArabicScript(text) ? arabicTokenData(text, table) : latinTokenData(text);
}
