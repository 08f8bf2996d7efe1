import { SIM } from '../config';
import { semivowelSkeletonsMeet } from '../arabic/semivowel-skeleton';
import type { TokenData } from '../tokens/token-data';

/**
 * R5.30: closeness, for the one-name rule, of an Arabic-script query word and a Latin listed word whose
 * plain skeletons share only a key too short to carry a name (two classes: جوادي / DJOUADI `kd`), when the
 * Latin spelling writes the Arabic و / ي as the consonant w / y in the same place (`kwd`): then the words
 * agree on three consonants, as a three-class skeleton does (R4.30), and are as close. 0 otherwise.
 */
export function semivowelCloseness(arabic: TokenData, latin: TokenData): number {
  if (!arabic.arabic || latin.arabic || latin.skeleton === '') return 0;
  if (!arabic.arabicSkeletons.includes(latin.skeleton)) return 0;
  return semivowelSkeletonsMeet(arabic.text, latin.text) ? SIM.crossScriptSkeleton : 0;
}
