import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// package.json promises Node.js >= 20.19 ("engines"); every installed package must run there too
// (issue 23 §6: cookie@2 and content-disposition@3 asked for Node 22 until pinned by "overrides").
const LOCK = fileURLToPath(new URL('../../../package-lock.json', import.meta.url));
const lockSchema = z.object({
  packages: z.record(
    z.string(),
    z.object({
      version: z.string().optional(),
      engines: z.union([z.object({ node: z.string().optional() }), z.array(z.string())]).optional(),
    }),
  ),
});

/** Whether a package's `engines.node` range admits Node.js 20 (every `||` branch checked on its own). */
function admitsNode20(range: string): boolean {
  return range.split('||').some((branch) => {
    const floor = /(?:>=|\^|~)?\s*v?(\d+)/.exec(branch.trim());
    const upper = /<=?\s*v?(\d+)/.exec(branch);
    if (!floor?.[1]) return true;
    const lowest = Number(floor[1]);
    if (branch.trim().startsWith('^') || branch.trim().startsWith('~')) return lowest === 20;
    if (/^\d/.test(branch.trim()) || branch.trim().startsWith('=')) return lowest === 20;
    if (upper?.[1] !== undefined && Number(upper[1]) < 20) return false;
    return lowest <= 20;
  });
}

describe('dependency engines', () => {
  it.each([
    ['>=18', true],
    ['>=20.19.0', true],
    ['^20.19.0 || ^22.12.0 || >=24', true],
    ['>=22', false],
    ['^22 || >=24', false],
    ['>= 14', true],
    ['*', true],
  ])('admitsNode20(%j) is %s', (range, expected) => {
    expect(admitsNode20(range)).toBe(expected);
  });

  it('every locked package runs on Node.js 20', () => {
    const lock = lockSchema.parse(JSON.parse(readFileSync(LOCK, 'utf8')));
    const refused = Object.entries(lock.packages)
      .map(([path, entry]) => ({
        path,
        version: entry.version,
        node: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      }))
      .filter((entry) => entry.node !== undefined && !admitsNode20(entry.node));
    expect(refused).toEqual([]);
  });
});
