import { describe, expect, it } from 'vitest';
import { makeTokenData } from '../tokens/token-data';
import { exactKeyOf, joinedAlternatives, splitAlternatives } from './name-forms';

const tokens = (...texts: string[]) => texts.map((text) => makeTokenData(text));

describe('exactKeyOf', () => {
  it.each([
    ['order-free', ['usama', 'bin', 'ladin'], 'bin ladin usama'],
    ['titles ignored', ['dr', 'john', 'doe'], 'doe john'],
    ['titles kept when nothing else', ['doctor'], 'doctor'],
  ])('%s', (_case, input, expected) => {
    expect(exactKeyOf(tokens(...input))).toBe(expected);
  });
});

describe('joinedAlternatives', () => {
  it('joins a particle or legal form with the next token', () => {
    expect(joinedAlternatives(tokens('jsc', 'argument'))).toEqual([['jscargument']]);
    expect(joinedAlternatives(tokens('mustafa', 'al', 'qaduli'))).toEqual([
      ['mustafa', 'alqaduli'],
    ]);
  });

  it('does not join given names or a particle to the word before it', () => {
    expect(joinedAlternatives(tokens('ali', 'hassan'))).toEqual([]);
  });

  it.each([
    ['ollah read as ullah', ['said', 'ollah', 'waziri'], ['saidullah', 'waziri']],
    ['ullah read as ollah', ['ruh', 'ullah'], ['ruhollah']],
    ['ulla read as ullah', ['asmat', 'ulla'], ['asmatullah']],
  ])('R4.3 divine name split off and respelled: %s', (_case, input, respelled) => {
    expect(joinedAlternatives(tokens(...input), true)).toContainEqual(respelled);
  });

  it('joins every adjacent pair of a query', () => {
    expect(joinedAlternatives(tokens('chun', 'sik', 'kim'), true)).toEqual([
      ['chunsik', 'kim'],
      ['chun', 'sikkim'],
    ]);
  });
});

describe('splitAlternatives', () => {
  const vocabulary = new Set([
    'mohammad',
    'reza',
    'joint',
    'stock',
    'al',
    'aqsa',
    'and',
    'rey',
    'den',
    'is',
  ]);
  const split = (token: string) => splitAlternatives(tokens(token), (part) => vocabulary.has(part));

  it.each([
    ['mohammadreza', ['mohammad', 'reza']],
    ['jointstock', ['joint', 'stock']],
    ['alaqsa', ['al', 'aqsa']],
  ])('splits %s into parts the lists use', (token, parts) => {
    expect(split(token)).toEqual([parts]);
  });

  it.each(['unknownword', 'andrey', 'denis'])('leaves %s whole', (token) => {
    expect(split(token)).toEqual([]);
  });

  const listed = new Set([
    'thafir',
    'abdullah',
    'haji',
    'bishr',
    'khalid',
    'sheikh',
    'hashim',
    'al',
    'ould',
    'breihmatt',
  ]);
  it.each([
    ['R4.7 a compound part, folded', ['thafirabdallah'], ['thafir', 'abdullah']],
    ['R4.7 a title run into the name', ['hajibishr'], ['haji', 'bishr']],
    [
      'R4.7 a name run into a title',
      ['khalidsheikh', 'mohammed'],
      ['khalid', 'sheikh', 'mohammed'],
    ],
    ['R4.7 an article run into the word before', ['hashimal', 'hamid'], ['hashim', 'al', 'hamid']],
    ['R5.34 ould run into the name', ['salem', 'ouldbreihmatt'], ['salem', 'ould', 'breihmatt']],
  ])('%s', (_case, input, expected) => {
    expect(splitAlternatives(tokens(...input), (part) => listed.has(part))).toContainEqual(
      expected,
    );
  });

  it('R4.7 an article at the end is no split (nothing follows it)', () => {
    expect(splitAlternatives(tokens('hashimal'), (part) => listed.has(part))).toEqual([]);
  });
});
