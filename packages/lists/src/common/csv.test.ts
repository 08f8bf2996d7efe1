import { describe, expect, it } from 'vitest';
import { decodeText, parseCsv } from './csv';

describe('parseCsv', () => {
  it.each([
    [
      'LF lines',
      'a,b\nc,d\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'CRLF lines',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'no final line break',
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['quoted comma and doubled quote', '1,"ACME, ""THE"" CO."\n', [['1', 'ACME, "THE" CO.']]],
    ['line break inside quotes', '1,"two\r\nlines"\r\n', [['1', 'two\r\nlines']]],
    ['trailing 0x1A end-of-file byte', '1,"X",-0- \r\n\u001A', [['1', 'X', '-0- ']]],
    ['empty fields', ',,\n', [['', '', '']]],
  ])('%s', (_case, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('rejects an unclosed quoted field', () => {
    expect(() => parseCsv('1,"open\n')).toThrow(
      /quoted field starting at character 2 is never closed/,
    );
  });
});

describe('decodeText', () => {
  it.each([
    ['UTF-8 with BOM', [0xef, 0xbb, 0xbf, 0x41, 0xc3, 0xa9], 'Aé'],
    ['UTF-8 Arabic', [0xd8, 0xb9, 0xd9, 0x84, 0xd9, 0x8a], 'علي'],
    ['windows-1252 when not valid UTF-8', [0x4a, 0x6f, 0x73, 0xe9, 0x80], 'José€'],
  ])('%s', (_case, bytes, text) => {
    expect(decodeText(new Uint8Array(bytes))).toBe(text);
  });
});
