import { SaxesParser } from 'saxes';
import type { SaxesTagNS } from 'saxes';

/** A light, DOM-free copy of one XML element: local names only, attributes by local name. */
export interface XmlElement {
  /** Local name, without namespace prefix. */
  name: string;
  /** Attribute values keyed by local name (namespace declarations left out). */
  attributes: Record<string, string>;
  /** The element's own character data (text and CDATA), untrimmed; children's text is not included. */
  text: string;
  children: XmlElement[];
}

/** What the document said about itself, returned once streaming ends. */
export interface XmlDocumentInfo {
  rootName: string;
  rootAttributes: Record<string, string>;
  /** Namespace URI of the root element, when it has one. */
  namespace?: string;
}

/** Tells whether an element, by local name, is one of the repeated records to collect. */
export type RecordMatcher = string | ((localName: string) => boolean);

const CHUNK_SIZE = 64 * 1024;
const SNIFF_SIZE = 4 * 1024;

/**
 * Streams XML bytes through saxes (in chunks, no DOM) and calls `onRecord` with a built
 * {@link XmlElement} for every element matching `recordTag` that is not itself inside a record.
 * Only records are held in memory, one at a time, so very large lists stay cheap.
 *
 * @throws Error with line/column when the XML is not well-formed, or when it has no root element.
 */
export function streamElements(
  bytes: Uint8Array,
  recordTag: RecordMatcher,
  onRecord: (el: XmlElement) => void,
): XmlDocumentInfo {
  const isRecord = typeof recordTag === 'string' ? (name: string) => name === recordTag : recordTag;
  const parser = new SaxesParser({ xmlns: true, position: true });
  let info: XmlDocumentInfo | undefined;
  // The open elements of the record being built; empty when outside any record.
  const stack: XmlElement[] = [];

  parser.on('opentag', (tag) => {
    const element = toElement(tag);
    if (info === undefined) {
      info = {
        rootName: element.name,
        rootAttributes: element.attributes,
        ...(tag.uri ? { namespace: tag.uri } : {}),
      };
    }
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.children.push(element);
      stack.push(element);
    } else if (isRecord(element.name)) {
      stack.push(element);
    }
  });
  parser.on('closetag', () => {
    const closed = stack.pop();
    if (closed && stack.length === 0) onRecord(closed);
  });
  const appendText = (text: string): void => {
    const current = stack[stack.length - 1];
    if (current) current.text += text;
  };
  parser.on('text', appendText);
  parser.on('cdata', appendText);

  const decoder = new TextDecoder(declaredEncoding(bytes));
  for (let offset = 0; offset < bytes.length; offset += CHUNK_SIZE) {
    parser.write(decoder.decode(bytes.subarray(offset, offset + CHUNK_SIZE), { stream: true }));
  }
  parser.write(decoder.decode());
  parser.close();

  if (info === undefined) throw new Error('XML: the document has no root element');
  return info;
}

/**
 * Reads only the first few KB of a file and returns its root element's local name and namespace,
 * or `undefined` when the bytes do not start like an XML document.
 */
export function sniffXmlRoot(bytes: Uint8Array): { name: string; namespace?: string } | undefined {
  const head = new TextDecoder(declaredEncoding(bytes)).decode(bytes.subarray(0, SNIFF_SIZE));
  const parser = new SaxesParser({ xmlns: true });
  let root: { name: string; namespace?: string } | undefined;
  parser.on('opentag', (tag) => {
    root ??= { name: tag.local, ...(tag.uri ? { namespace: tag.uri } : {}) };
  });
  try {
    parser.write(head);
  } catch {
    // A cut-off head may fail after the root tag was read; only the root matters here.
  }
  return root;
}

/** The first child element with this local name. */
export function child(el: XmlElement, name: string): XmlElement | undefined {
  return el.children.find((c) => c.name === name);
}

/** All child elements with this local name, in document order. */
export function children(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c) => c.name === name);
}

/** The trimmed text of the first child with this local name; `undefined` when absent or blank. */
export function childText(el: XmlElement, name: string): string | undefined {
  const text = child(el, name)?.text.trim();
  return text ? text : undefined;
}

function toElement(tag: SaxesTagNS): XmlElement {
  const attributes: Record<string, string> = {};
  for (const attr of Object.values(tag.attributes)) {
    if (attr.prefix === 'xmlns' || attr.name === 'xmlns') continue;
    attributes[attr.local] = attr.value;
  }
  return { name: tag.local, attributes, text: '', children: [] };
}

/** The encoding named in the XML declaration (UTF-8 when none), so Latin-1 exports decode right. */
function declaredEncoding(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const match =
    /^(?:\uFEFF|\u00EF\u00BB\u00BF)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head);
  const label = match?.[1]?.toLowerCase() ?? 'utf-8';
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return 'utf-8';
  }
}
