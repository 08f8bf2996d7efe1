import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// RTL works by construction only if layout uses logical utilities (ms-, pe-, start-, text-start...).
// Physical ones flip nothing in Arabic, so they are banned from the web sources.
const PHYSICAL_UTILITY =
  /(?<![\w-])(?:-?(?:m|p|scroll-m|scroll-p)[lr]-|-?(?:left|right)-|border-[lr](?:-|\b)|rounded-[lr]-|rounded-(?:tl|tr|bl|br)-|text-(?:left|right)\b|float-(?:left|right)\b)/;

const SRC_DIR = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function physicalUtilitiesIn(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .flatMap(({ line, number }) =>
      [...line.matchAll(/(['"`])((?:(?!\1).)*)\1/g)]
        .map((match) => match[2] ?? '')
        .filter((text) =>
          text.split(/\s+/).some((token) => PHYSICAL_UTILITY.test(token.replace(/^[\w-]+:/, ''))),
        )
        .map((text) => `${relative(SRC_DIR, file)}:${number}: ${text}`),
    );
}

describe('RTL-safe styling', () => {
  it('uses logical Tailwind utilities only', () => {
    expect(sourceFiles(SRC_DIR).flatMap(physicalUtilitiesIn)).toEqual([]);
  });

  it.each([
    ['ml-2', true],
    ['pr-4', true],
    ['left-0', true],
    ['text-right', true],
    ['md:border-l', true],
    ['ms-2', false],
    ['pe-4', false],
    ['start-0', false],
    ['text-start', false],
    ['rtl:rotate-180', false],
  ])('classifies %s as physical: %s', (token, isPhysical) => {
    expect(PHYSICAL_UTILITY.test(token.replace(/^[\w-]+:/, ''))).toBe(isPhysical);
  });
});
