import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/language';

const LOCALES_DIR = join(import.meta.dirname);

function namespacesOf(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

function readNamespace(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'));
}

/** Leaf paths (`a.b.0.title`) with their string values; arrays are indexed so lengths must match too. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  if (typeof value === 'string') {
    leaves.set(prefix, value);
    return leaves;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix === '' ? key : `${prefix}.${key}`)) {
        leaves.set(path, leaf);
      }
    }
    return leaves;
  }
  leaves.set(prefix, `<non-string: ${String(value)}>`);
  return leaves;
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const [reference, ...others] = LANGUAGES;

describe('translations', () => {
  it.each(others)('%s has exactly the namespaces of en', (language) => {
    expect(namespacesOf(language)).toEqual(namespacesOf(reference));
  });

  const pairs = others.flatMap((language) =>
    namespacesOf(reference).map((namespace) => [language, namespace] as const),
  );

  it.each(pairs)('%s/%s has exactly the keys of en', (language, namespace) => {
    const english = [...flatten(readNamespace(reference, namespace)).keys()].sort();
    const translated = [...flatten(readNamespace(language, namespace)).keys()].sort();
    expect({ missing: english.filter((key) => !translated.includes(key)) }).toEqual({
      missing: [],
    });
    expect({ extra: translated.filter((key) => !english.includes(key)) }).toEqual({ extra: [] });
  });

  it.each(pairs)(
    '%s/%s uses the same placeholders and leaves no value empty',
    (language, namespace) => {
      const english = flatten(readNamespace(reference, namespace));
      const translated = flatten(readNamespace(language, namespace));
      for (const [key, text] of translated) {
        expect(text.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
        expect(placeholdersOf(text), `${language}/${namespace}:${key}`).toEqual(
          placeholdersOf(english.get(key) ?? ''),
        );
      }
    },
  );
});

describe('the key comparison itself', () => {
  it('sees nested keys, array items and non-string leaves', () => {
    const leaves = flatten({ a: { b: 'x' }, list: [{ title: 't' }], n: 3 });
    expect([...leaves.keys()]).toEqual(['a.b', 'list.0.title', 'n']);
    expect(leaves.get('n')).toBe('<non-string: 3>');
  });

  it('reads interpolation placeholders', () => {
    expect(placeholdersOf('Logged in as {{email}} at {{ time }}')).toEqual(['email', 'time']);
  });
});
