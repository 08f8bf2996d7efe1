import { decodeText } from '../common/csv';
import { isXlsx } from '../common/xlsx';
import { sniffXmlRoot } from '../common/xml-stream';
import { isZip } from '../common/zip';

/** What a file holds, judged from its first bytes, for a reason an operator can act on. */
export type FileContent =
  | { kind: 'empty' }
  | { kind: 'xlsx' }
  | { kind: 'zip' }
  | { kind: 'xml'; root: string }
  | { kind: 'text'; firstLine: string }
  | { kind: 'binary' };

const SNIFF_BYTES = 4096;
/** Share of control bytes (other than tab and line ends) above which a file is not text. */
const MAX_CONTROL_SHARE = 0.05;

/** Describes a file's content without parsing it, e.g. "holds text, not XML". */
export function describeFileContent(bytes: Uint8Array): FileContent {
  if (bytes.length === 0 || isBlank(bytes)) return { kind: 'empty' };
  if (isZip(bytes)) return isXlsx(bytes) ? { kind: 'xlsx' } : { kind: 'zip' };
  const root = sniffXmlRoot(bytes);
  if (root) return { kind: 'xml', root: root.name };
  const head = bytes.subarray(0, SNIFF_BYTES);
  const controls = head.filter((byte) => byte < 0x20 && ![0x09, 0x0a, 0x0d].includes(byte));
  if (controls.length > head.length * MAX_CONTROL_SHARE) return { kind: 'binary' };
  const firstLine = decodeText(head).split(/\r?\n/)[0]?.trim() ?? '';
  return { kind: 'text', firstLine: firstLine.slice(0, 60) };
}

/** The description as words: "the file is empty", "it holds text starting ...". */
export function fileContentText(content: FileContent): string {
  switch (content.kind) {
    case 'empty':
      return 'the file is empty';
    case 'xlsx':
      return 'it holds an Excel workbook';
    case 'zip':
      return 'it holds a zip archive';
    case 'xml':
      return `it holds XML with the root element <${content.root}>`;
    case 'text':
      return `it holds text starting "${content.firstLine}"`;
    case 'binary':
      return 'it holds binary data, not text';
  }
}

function isBlank(bytes: Uint8Array): boolean {
  return bytes.length <= SNIFF_BYTES && decodeText(bytes).trim() === '';
}
