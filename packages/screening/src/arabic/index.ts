/**
 * Arabic script and transliteration support of the screening engine: normalisation of Arabic-script
 * names, consonant-skeleton keys shared by Arabic and Latin tokens, curated Latin variant groups,
 * particles, rule-based and learned transliteration.
 */
export { hasArabicScript, normalizeArabicText } from './normalize-arabic';
export { latinSkeleton } from './latin-skeleton';
export { arabicTokenSkeletons } from './arabic-skeleton';
export { transliterateArabicToken } from './transliterate';
export type { TransliterationTable } from './transliterate';
export { latinVariantGroup } from './variant-groups';
export { splitArabicParticle } from './particles';
export type { ArabicParticleSplit } from './particles';
export { learnTransliterations, learnTransliterationsInSlices } from './learn-transliterations';
