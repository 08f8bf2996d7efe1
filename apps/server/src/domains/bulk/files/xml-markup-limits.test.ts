import { describe, expect, it } from 'vitest';
import { XLSX_OVERSIZED_MESSAGE, XmlMarkupScanner } from './xml-markup-limits';

const LIMITS = { maxTokenBytes: 100, maxRowBytes: 1_000, maxRowCells: 5 };

/** Feeds the XML in small chunks, so tokens and names are split across chunk boundaries. */
function scan(xml: string): void {
  const scanner = new XmlMarkupScanner('xl/worksheets/sheet1.xml', LIMITS);
  const bytes = Buffer.from(xml);
  for (let start = 0; start < bytes.length; start += 7)
    scanner.feed(bytes.subarray(start, start + 7));
}

const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;

describe('XmlMarkupScanner', () => {
  it('lets ordinary sheet XML through: declarations, namespaces, self-closing rows and cells', () => {
    expect(() =>
      scan(
        `<?xml version="1.0"?><!-- made by hand --><x:worksheet xmlns:x="urn:x"><x:sheetData><x:row r="1"/><x:row r="2">${cell('a')}${cell('<![CDATA[b]]>')}<x:c r="C2"/></x:row><x:row r="3">${cell('a'.repeat(90))}</x:row></x:sheetData></x:worksheet>`,
      ),
    ).not.toThrow();
  });

  it.each([
    ['a long text run', `<row>${cell('a'.repeat(101))}</row>`],
    ['a long CDATA section full of markup', `<t><![CDATA[${'<a>'.repeat(40)}]]></t>`],
    ['a long comment full of markup', `<!--${'<b>'.repeat(40)}-->`],
    ['a long attribute with > inside', `<c x="${'>'.repeat(101)}"/>`],
    ['a long processing instruction', `<?pi ${'>'.repeat(101)}?>`],
    ['too many cells in a row', `<row>${'<c/>'.repeat(6)}</row>`],
    ['a row over its byte limit', `<row><c>${'<t>aaaaaaaa</t>'.repeat(100)}</c></row>`],
    ['a DOCTYPE', '<!DOCTYPE x [<!ENTITY a "b">]><x/>'],
  ])('refuses %s', (_, xml) => {
    expect(() => scan(xml)).toThrow(XLSX_OVERSIZED_MESSAGE);
  });

  it('counts cells per row afresh on each row', () => {
    expect(() =>
      scan(`<row>${'<c/>'.repeat(5)}</row><row>${'<c/>'.repeat(5)}</row>`),
    ).not.toThrow();
  });
});
