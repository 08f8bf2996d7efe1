import { describe, expect, it } from 'vitest';
import { childText, children, sniffXmlRoot, streamElements } from './xml-stream';
import type { XmlElement } from './xml-stream';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const DOC = `<?xml version="1.0" encoding="utf-8"?>
<p:list xmlns:p="urn:example" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" p:version="2">
  <header><date>2026-01-08</date></header>
  <item id="1"><name>علي</name><alias>A</alias><alias>B</alias><note><![CDATA[x < y]]></note></item>
  <item id="2"><name>Second</name><item id="nested"/></item>
</p:list>`;

describe('streamElements', () => {
  it('builds each record with local names, attributes, text and children', () => {
    const records: XmlElement[] = [];
    const info = streamElements(encode(DOC), 'item', (el) => records.push(el));
    expect(info).toEqual({
      rootName: 'list',
      rootAttributes: { version: '2' },
      namespace: 'urn:example',
    });
    expect(records.map((r) => r.attributes.id)).toEqual(['1', '2']);
    const [first, second] = records;
    expect(first && childText(first, 'name')).toBe('علي');
    expect(first && children(first, 'alias').map((a) => a.text)).toEqual(['A', 'B']);
    expect(first && childText(first, 'note')).toBe('x < y');
    expect(second && children(second, 'item')).toEqual([
      { name: 'item', attributes: { id: 'nested' }, text: '', children: [] },
    ]);
  });

  it('accepts a predicate and reads a document larger than one chunk', () => {
    const many = `<root>${'<row><v>1</v></row>'.repeat(10_000)}</root>`;
    let count = 0;
    streamElements(
      encode(many),
      (name) => name === 'row',
      () => (count += 1),
    );
    expect(count).toBe(10_000);
  });

  it('reports malformed XML with its position', () => {
    expect(() => streamElements(encode('<root><a></root>'), 'a', () => undefined)).toThrow(/1:/);
  });
});

describe('sniffXmlRoot', () => {
  it.each([
    ['namespaced root', DOC, { name: 'list', namespace: 'urn:example' }],
    ['plain root', '<CONSOLIDATED_LIST dateGenerated="x">', { name: 'CONSOLIDATED_LIST' }],
    ['CSV text', '36,"AEROCARIBBEAN AIRLINES",-0- ', undefined],
  ])('%s', (_case, text, expected) => {
    expect(sniffXmlRoot(encode(text))).toEqual(expected);
  });
});
