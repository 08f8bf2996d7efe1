import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALGORITHM_VERSION } from './config';
import { buildScreeningIndex } from './index/build-index';
import { screen } from './screen';
import { FIXTURE_ENTITIES } from './testing/fixture-entities';

/**
 * Golden file: queries against the fixture entities with their expected top hits. An algorithm
 * change that moves any of them must update the file (UPDATE_GOLDEN=1) and the ADR in the same change.
 */
const GOLDEN_PATH = fileURLToPath(new URL('../test/golden/screening-golden.json', import.meta.url));

const hitSchema = z.object({
  sourceId: z.string(),
  confidence: z.number().int(),
  matchType: z.string(),
  matchedName: z.string(),
});
const caseSchema = z.object({
  note: z.string(),
  query: z.object({
    firstName: z.string(),
    lastName: z.string(),
    arabicName: z.string(),
    searchType: z.enum(['exact', 'fuzzy', 'phonetic']),
    lists: z.array(z.enum(['ofac', 'un', 'eu', 'uk'])),
    dateOfBirth: z.string().optional(),
    nationality: z.string().optional(),
  }),
  /** Top hits at the default threshold (70), best first; empty = no alert expected. */
  expected: z.array(hitSchema),
});
const goldenSchema = z.object({ algorithm: z.string(), cases: z.array(caseSchema) });

const golden = goldenSchema.parse(JSON.parse(readFileSync(GOLDEN_PATH, 'utf8')));
const index = buildScreeningIndex(FIXTURE_ENTITIES);
const TOP = 3;

function actual(query: z.infer<typeof caseSchema>['query']): z.infer<typeof hitSchema>[] {
  return screen(index, query)
    .matches.slice(0, TOP)
    .map((m) => ({
      sourceId: m.entity.sourceId,
      confidence: m.confidence,
      matchType: m.matchType,
      matchedName: m.matchedName.full,
    }));
}

if (process.env.UPDATE_GOLDEN === '1') {
  const updated = {
    algorithm: ALGORITHM_VERSION,
    cases: golden.cases.map((c) => ({ ...c, expected: actual(c.query) })),
  };
  writeFileSync(GOLDEN_PATH, `${JSON.stringify(updated, null, 2)}\n`);
}

describe('golden queries', () => {
  it('is recorded for the current algorithm version', () => {
    expect(golden.algorithm).toBe(ALGORITHM_VERSION);
  });

  it.each(golden.cases.map((c) => [c.note, c] as const))('%s', (_note, c) => {
    expect(actual(c.query)).toEqual(c.expected);
  });
});
