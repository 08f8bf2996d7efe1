/** Hostile strings for every string field of a JSON body (as the client would send them). */
export const HOSTILE_STRINGS: ReadonlyArray<readonly [label: string, value: string]> = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['C0 controls and an ANSI escape', 'a\u0001\u001b[31mb\u007f'],
  ['C1 controls', 'a\u0085\u009bb'],
  ['100k characters', 'x'.repeat(100_000)],
  ['empty', ''],
  ['markup, SQL and a bidi override', "<script>alert(1)</script>' OR 1=1 --\u202e"],
];

/** Dates outside any sensible range, for fields whose example is a date. */
export const HOSTILE_DATES: readonly string[] = [
  '10000-01-01',
  '0000-00-00',
  '2026-02-30',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
];

/** Values of the wrong type for any field. */
export const WRONG_TYPES: ReadonlyArray<readonly [label: string, value: unknown]> = [
  ['null', null],
  ['number', -1e308],
  ['boolean', true],
  ['array', ['a']],
  ['object', { a: 1 }],
  ['string', 'not the right type'],
];

/** Hostile query values, already percent-encoded as they travel in a URL. */
export const HOSTILE_QUERY_VALUES: ReadonlyArray<readonly [label: string, value: string]> = [
  ['NUL', 'a%00b'],
  ['encoded lone surrogate', 'a%ED%A0%80b'],
  ['overlong NUL', '%C0%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['bad percent escape', '%'],
  ['C0 and C1 controls', 'a%01%1B%C2%85b'],
  ['10k characters', 'x'.repeat(10_000)],
  ['empty', ''],
  ['negative', '-1'],
  ['not a number', 'NaN'],
  ['overflowing number', '1e309'],
  ['huge integer', '99999999999999999999999'],
  ...HOSTILE_DATES.map((date) => [`date ${date}`, encodeURIComponent(date)] as const),
];

/** Hostile path parameters, percent-encoded. */
export const HOSTILE_PARAMS: ReadonlyArray<readonly [label: string, value: string]> = [
  ['not a UUID', 'not-a-uuid'],
  ['NUL', 'a%00b'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['path traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['1000 characters', 'x'.repeat(1_000)],
  ['nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['upper-case UUID', 'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA'],
  ['number', '1'],
];

const DEPTH = 1_000;

/** Raw bodies sent with a JSON content type, whatever the route expects. */
export function hostileRawBodies(
  example: unknown,
): ReadonlyArray<readonly [label: string, body: string]> {
  const base = JSON.stringify(example ?? {});
  const inner = base === '{}' ? '' : `,${base.slice(1, -1)}`;
  return [
    ['not JSON', 'not json'],
    ['truncated JSON', '{"a":'],
    ['empty', ''],
    ['JSON null', 'null'],
    ['JSON string', '"text"'],
    ['JSON number', '42'],
    ['array instead of object', `[${base}]`],
    ['object nested 1000 deep', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`],
    ['array nested 1000 deep', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`],
    ['__proto__ key', `{"__proto__":{"role":"super_admin","polluted":true}${inner}}`],
    ['constructor.prototype key', `{"constructor":{"prototype":{"polluted":true}}${inner}}`],
    ['prototype key', `{"prototype":{"polluted":true}${inner}}`],
    ['2 MB body', `{"a":"${'x'.repeat(2_000_000)}"}`],
    ['byte order mark', `\ufeff${base}`],
  ];
}
