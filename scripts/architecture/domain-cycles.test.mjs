import { describe, expect, it } from 'vitest';
import { domainCycles } from './domain-cycles.mjs';

const edge = (from, to) => ({ from, to });

describe('domainCycles', () => {
  it.each([
    ['a chain has none', [edge('domain:a', 'domain:b'), edge('domain:b', 'domain:c')], []],
    [
      'two domains importing each other',
      [
        edge('domain:billing', 'domain:organizations'),
        edge('domain:organizations', 'domain:billing'),
      ],
      [['domain:billing', 'domain:organizations']],
    ],
    [
      'a cycle through three domains is one cycle naming all three',
      [edge('domain:a', 'domain:b'), edge('domain:b', 'domain:c'), edge('domain:c', 'domain:a')],
      [['domain:a', 'domain:b', 'domain:c']],
    ],
    [
      'a loop through lib/ is not a domain cycle (lib is checked apart)',
      [edge('domain:a', 'lib'), edge('lib', 'domain:a')],
      [],
    ],
    [
      'two separate cycles are both named',
      [
        edge('domain:a', 'domain:b'),
        edge('domain:b', 'domain:a'),
        edge('domain:c', 'domain:d'),
        edge('domain:d', 'domain:c'),
        edge('domain:b', 'domain:c'),
      ],
      [
        ['domain:c', 'domain:d'],
        ['domain:a', 'domain:b'],
      ],
    ],
  ])('%s', (_name, edges, expected) => {
    expect(domainCycles(edges)).toEqual(expected);
  });
});
