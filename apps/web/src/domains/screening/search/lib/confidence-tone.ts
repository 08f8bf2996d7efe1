/** Spec 9: a confidence bar is red at 80 or more, yellow at 60 or more, green below. */
export type ConfidenceTone = 'red' | 'yellow' | 'green';

export const CONFIDENCE_RED_FROM = 80;
export const CONFIDENCE_YELLOW_FROM = 60;

export function confidenceTone(confidence: number): ConfidenceTone {
  if (confidence >= CONFIDENCE_RED_FROM) return 'red';
  if (confidence >= CONFIDENCE_YELLOW_FROM) return 'yellow';
  return 'green';
}
