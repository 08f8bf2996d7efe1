import type { TokenData } from '../tokens/token-data';
import type { NameRecord } from './build-index';
import type { VocabularyState } from './vocabulary';

/**
 * Shape checks of a deserialised index snapshot. The file's checksum already proved it is the bytes this
 * engine version wrote; these checks make the types hold without trusting that, field by field, cheaply
 * (a million records are checked in milliseconds).
 */
export type Guard<T> = (value: unknown) => value is T;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function arrayOf<T>(value: unknown, guard: Guard<T>): value is T[] {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (!guard(item)) return false;
  return true;
}

export function mapOf<V>(value: unknown, guard: Guard<V>): value is Map<string, V> {
  if (!(value instanceof Map)) return false;
  for (const [key, item] of value) if (typeof key !== 'string' || !guard(item)) return false;
  return true;
}

export const isInt32Array: Guard<Int32Array> = (value): value is Int32Array =>
  value instanceof Int32Array;
export const isString: Guard<string> = (value): value is string => typeof value === 'string';
export const isNumber: Guard<number> = (value): value is number => typeof value === 'number';
export const isStringArray: Guard<string[]> = (value): value is string[] =>
  arrayOf(value, isString);
export const isNumberArray: Guard<number[]> = (value): value is number[] =>
  arrayOf(value, isNumber);

export const isTokenData: Guard<TokenData> = (value): value is TokenData =>
  isRecord(value) &&
  typeof value.text === 'string' &&
  typeof value.arabic === 'boolean' &&
  typeof value.tag === 'number' &&
  Array.isArray(value.equivalents) &&
  Array.isArray(value.transliterations);

export function isVocabularyState(value: unknown): value is VocabularyState {
  return (
    isRecord(value) &&
    arrayOf(value.tokens, isTokenData) &&
    value.weights instanceof Float64Array &&
    value.tags instanceof Uint8Array &&
    value.parties instanceof Int32Array &&
    typeof value.rareWeight === 'number' &&
    typeof value.commonWeight === 'number' &&
    typeof value.commonPairWeight === 'number' &&
    typeof value.commonParties === 'number' &&
    typeof value.nameCount === 'number'
  );
}

/** A record of the snapshot; its `name` is checked to be one of its entity's names by the caller. */
export const isNameRecord: Guard<NameRecord> = (value): value is NameRecord =>
  isRecord(value) &&
  typeof value.entity === 'number' &&
  isRecord(value.name) &&
  typeof value.kindRank === 'number' &&
  typeof value.list === 'number' &&
  value.tokens instanceof Int32Array &&
  typeof value.exactKey === 'string' &&
  typeof value.significant === 'number';
