import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Weights embedded in the report: regular text and headings. */
const WEIGHTS = [400, 700] as const;

let cached: Promise<string> | undefined;

/**
 * `@font-face` rules for Noto Sans Arabic (the bundled @fontsource files) as data: URLs, so the PDF renders
 * Arabic shaped and complete without any network access or installed system font.
 */
export function arabicFontFaceCss(): Promise<string> {
  cached ??= buildCss().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function buildCss(): Promise<string> {
  const folder = join(dirname(require.resolve('@fontsource/noto-sans-arabic/index.css')), 'files');
  const rules = await Promise.all(
    WEIGHTS.map(async (weight) => {
      const bytes = await readFile(join(folder, `noto-sans-arabic-arabic-${weight}-normal.woff2`));
      return `@font-face{font-family:'Noto Sans Arabic';font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${bytes.toString('base64')}) format('woff2');}`;
    }),
  );
  return rules.join('\n');
}
