import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeFileContent, fileContentText } from './describe-file-content';

const data = (path: string): Uint8Array =>
  readFileSync(new URL(`../../../../../shared/data/${path}`, import.meta.url));
const text = (value: string) => new TextEncoder().encode(value);

describe('describeFileContent', () => {
  it.each([
    ['an empty file', new Uint8Array(), 'the file is empty'],
    ['blank lines', text('\r\n  \n'), 'the file is empty'],
    ['a workbook', data('lists/uk/ConList.xlsx'), 'it holds an Excel workbook'],
    [
      'an XML file',
      data('lists/eu/sample_eu_sanctions.xml'),
      'it holds XML with the root element <export>',
    ],
    ['CSV text', text('36,12,"aka","AERO-CARIBBEAN",-0- \r\n'), 'it holds text starting "36,12,'],
    ['random bytes', Uint8Array.from({ length: 500 }, (_, i) => (i * 7919) % 251), 'binary data'],
  ])('%s', (_case, bytes, expected) => {
    expect(fileContentText(describeFileContent(bytes))).toContain(expected);
  });
});
