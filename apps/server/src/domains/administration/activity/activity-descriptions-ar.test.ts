import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACTIVITY_DESCRIPTIONS_AR } from './activity-descriptions-ar';

const WEB_ARABIC = resolve(import.meta.dirname, '../../../../../web/src/locales/ar/activity.json');

describe('the Arabic activity descriptions the text search reads', () => {
  it('are the ones the web shows', () => {
    const web = z
      .object({ descriptions: z.record(z.string(), z.string()) })
      .parse(JSON.parse(readFileSync(WEB_ARABIC, 'utf8'))).descriptions;
    for (const [key, text] of Object.entries(ACTIVITY_DESCRIPTIONS_AR)) {
      expect(web[key], key).toBe(text);
    }
  });
});
