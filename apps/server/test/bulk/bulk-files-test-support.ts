import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeflateRaw, crc32 as zlibCrc32, deflateRawSync } from 'node:zlib';
import { afterAll } from 'vitest';
import { openBulkFile } from '../../src/domains/bulk/files/open-bulk-file';
import type { BulkFileFormat } from '@sanctions/contracts';
import type { BulkSourceRow } from '../../src/domains/bulk/files/open-bulk-file';

/** A temporary directory removed after the test file; `file()` writes a file into it. */
export function useTempFiles() {
  let dir: string | undefined;
  let counter = 0;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return {
    async file(content: string | Buffer, extension = 'csv'): Promise<string> {
      dir ??= await mkdtemp(join(tmpdir(), 'bulk-files-'));
      counter += 1;
      const path = join(dir, `file-${counter}.${extension}`);
      await writeFile(path, content);
      return path;
    },
  };
}

export async function readAll(path: string, format: BulkFileFormat) {
  const reader = await openBulkFile(path, format);
  const rows: BulkSourceRow[] = [];
  for await (const row of reader.rows) rows.push(row);
  return { columns: reader.columns, rows };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipEntryInput {
  name: string;
  data: Buffer;
  /** Overrides the uncompressed size written in the headers (a lying header). */
  declaredSize?: number;
}

/** A deflated ZIP archive, written by hand so tests can craft what no honest writer produces. */
export function buildZip(entries: ZipEntryInput[]): Buffer {
  return zipOfDeflated(
    entries.map((entry) => ({
      name: entry.name,
      compressed: deflateRawSync(entry.data),
      size: entry.declaredSize ?? entry.data.length,
      crc: crc32(entry.data),
    })),
  );
}

interface DeflatedEntry {
  name: string;
  compressed: Buffer;
  size: number;
  crc: number;
}

function zipOfDeflated(entries: DeflatedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const { compressed, size, crc } = entry;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

export interface HandmadeXlsx {
  /** Shared strings in order (`t="s"` cells refer to them by index). */
  sharedStrings: string[];
  /** Rows of shared-string indexes. */
  rows: number[][];
  dimension?: string;
  /** Replaces the shared strings part (e.g. with a huge one). */
  sharedStringsXml?: Buffer;
  sharedStringsDeclaredSize?: number;
}

/** A minimal XLSX (workbook, one sheet, shared strings) built by hand for the bomb tests. */
export function handmadeXlsx(spec: HandmadeXlsx): Buffer {
  const strings =
    spec.sharedStringsXml ??
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${spec.sharedStrings.length}" uniqueCount="${spec.sharedStrings.length}">${spec.sharedStrings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
    );
  const rows = spec.rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((index, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="s"><v>${index}</v></c>`).join('')}</row>`,
    )
    .join('');
  const sheet = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${spec.dimension ? `<dimension ref="${spec.dimension}"/>` : ''}<sheetData>${rows}</sheetData></worksheet>`,
  );
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    {
      name: 'xl/sharedStrings.xml',
      data: strings,
      ...(spec.sharedStringsDeclaredSize === undefined
        ? {}
        : { declaredSize: spec.sharedStringsDeclaredSize }),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
}

export interface BombSpec {
  /** Characters of the one huge cell (row 2, column A), written as inline text. */
  cellChars: number;
  /** The character repeated (default "A"). */
  char?: string;
  /** Wraps the huge text: default a plain inline-string cell; `cdata` hides it in a CDATA section. */
  wrap?: 'cell' | 'cdata' | 'comment' | 'attribute';
}

/**
 * A small XLSX whose sheet inflates to about `cellChars` bytes: a header row ("First name") and one
 * row with a single huge cell (the held-out suite's bomb: 257 KB that inflates to 240 MiB). The text is
 * deflated as it is generated, so neither the test nor the file ever holds it whole.
 */
export async function bombXlsx(spec: BombSpec): Promise<Buffer> {
  const [open, close] = {
    cell: ['<c r="A2" t="inlineStr"><is><t>', '</t></is></c>'],
    cdata: ['<c r="A2" t="inlineStr"><is><t><![CDATA[', ']]></t></is></c>'],
    comment: ['<!--', '-->'],
    attribute: ['<c r="A2" t="inlineStr" x="', '"><is><t>x</t></is></c>'],
  }[spec.wrap ?? 'cell'];
  const head = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>First name</t></is></c></row><row r="2">${open}`,
  );
  const tail = Buffer.from(`${close}</row></sheetData></worksheet>`);
  const piece = Buffer.alloc(1024 * 1024, spec.char ?? 'A');
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflater.on('end', resolve));
  let crc = zlibCrc32(head);
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      if (deflater.write(chunk)) resolve();
      else deflater.once('drain', () => resolve());
    });
  await write(head);
  let left = spec.cellChars;
  while (left > 0) {
    const chunk = left >= piece.length ? piece : piece.subarray(0, left);
    crc = zlibCrc32(chunk, crc);
    await write(chunk);
    left -= chunk.length;
  }
  crc = zlibCrc32(tail, crc);
  deflater.end(tail);
  await ended;
  const plain = (name: string, text: string): DeflatedEntry => {
    const data = Buffer.from(text);
    return { name, compressed: deflateRawSync(data), size: data.length, crc: crc32(data) };
  };
  return zipOfDeflated([
    plain('[Content_Types].xml', CONTENT_TYPES),
    plain('_rels/.rels', ROOT_RELS),
    plain('xl/workbook.xml', WORKBOOK),
    plain('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    plain(
      'xl/sharedStrings.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"></sst>',
    ),
    {
      name: 'xl/worksheets/sheet1.xml',
      compressed: Buffer.concat(out),
      size: head.length + spec.cellChars + tail.length,
      crc,
    },
  ]);
}
