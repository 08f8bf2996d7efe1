import type { Generate } from './deck-candidate';
import { bare, canonicalTokens, contentTokenCount, latinQuery, PARTICLES } from './name-tools';

/**
 * Only the first given name and the family name (with its particle: "al", "bin") of a listed person with middle
 * names or a patronymic: how people fill a form that has no middle-name field.
 */
export const droppedMiddleCase: Generate = (c) => {
  const parts = canonicalTokens(c.name, c.entity);
  if (c.entity.type !== 'individual' || contentTokenCount(parts) < 3) return undefined;
  const first = parts[0] ?? '';
  if (PARTICLES.has(bare(first)) || bare(first).length < 2) return undefined;
  const last = parts.at(-1) ?? '';
  const beforeLast = parts.at(-2) ?? '';
  const family = PARTICLES.has(bare(beforeLast)) ? [beforeLast, last] : [last];
  // A name that is a particle chain ("Abu Bakr al X") keeps its head word: dropping it changes the name.
  if (PARTICLES.has(bare(parts[1] ?? '')) && parts.length - family.length <= 2) return undefined;
  const kept = [first, ...family];
  if (kept.length >= parts.length) return undefined;
  const dropped = parts.slice(1, parts.length - family.length);
  return { query: latinQuery(kept, c.entity), note: `dropped ${dropped.join(' ')}` };
};
