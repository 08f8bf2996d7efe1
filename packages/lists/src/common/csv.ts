/** Old DOS/OFAC files end with a SUB (0x1A) end-of-file marker that is not part of the data. */
const EOF_MARKER = String.fromCharCode(0x1a);

/**
 * Parses RFC 4180 CSV text into rows of raw field strings.
 * Accepts CRLF or LF line ends, quoted fields with doubled quotes and embedded line breaks,
 * and ignores a trailing 0x1A end-of-file byte and a final empty line.
 * Fields are returned exactly as written (no trimming, no null handling).
 *
 * @throws Error when a quoted field is never closed (a truncated file must not parse silently).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let quotedFieldStart = -1;
  let i = 0;
  const end = stripEofMarker(text).length;

  while (i < end) {
    const ch = text.charAt(i);
    if (inQuotes) {
      if (ch === '"') {
        if (text.charAt(i + 1) === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"') {
      inQuotes = true;
      quotedFieldStart = i;
      i += 1;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += ch === '\r' && text.charAt(i + 1) === '\n' ? 2 : 1;
    } else {
      field += ch;
      i += 1;
    }
  }
  if (inQuotes) {
    throw new Error(`CSV: quoted field starting at character ${quotedFieldStart} is never closed`);
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function stripEofMarker(text: string): string {
  let end = text.length;
  while (end > 0 && '\r\n'.includes(text.charAt(end - 1))) end -= 1;
  return text.charAt(end - 1) === EOF_MARKER ? text.slice(0, end - 1) : text;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Decodes list file bytes to text: UTF-8 (a leading BOM is removed) when the bytes are valid UTF-8,
 * otherwise windows-1252, the encoding of OFAC's legacy CSV files.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * Windows-1252 bytes 0x80-0x9F (curly quotes, euro sign, dashes...). Node's TextDecoder treats
 * "windows-1252" as Latin-1 and turns them into C1 control characters, so they are mapped here.
 */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    text += String.fromCharCode(
      ...Array.from(chunk, (byte) =>
        byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charCodeAt(byte - 0x80) : byte,
      ),
    );
  }
  return text;
}
