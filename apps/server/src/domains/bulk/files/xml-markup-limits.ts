import { AppError } from '../../../lib/app-error';
import { MAX_CELL_CHARS, MAX_ROW_CELLS } from './cell-limits';

/**
 * Limits on the XML of one workbook part, checked on the inflated bytes before the workbook reader
 * parses them. The XML parser holds a whole text run, tag, comment or CDATA section in one string before
 * it hands it on, and the workbook reader holds a whole row: these caps keep both small whatever the
 * file says. A cell's text may be written with character references (`&#x10FFFF;`, ten bytes for one
 * character), hence ten bytes per character.
 */
export const XML_MARKUP_LIMITS = {
  maxTokenBytes: MAX_CELL_CHARS * 10,
  maxRowBytes: 8 * 1024 * 1024,
  maxRowCells: MAX_ROW_CELLS,
};
export type XmlMarkupLimits = typeof XML_MARKUP_LIMITS;

export const XLSX_OVERSIZED_MESSAGE = `The Excel file has a cell or row far larger than a spreadsheet holds (a cell over ${MAX_CELL_CHARS.toLocaleString('en-US')} characters or a row over ${MAX_ROW_CELLS.toLocaleString('en-US')} cells): it may be damaged or crafted. Save the data as a new workbook and upload it again.`;

type State = 'text' | 'open' | 'tag' | 'bang' | 'comment' | 'cdata' | 'pi';

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const BRACKET_CLOSE = 0x5d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const COLON = 0x3a;
const CDATA_OPEN = '[CDATA[';
const MAX_NAME = 16;

/**
 * A byte-level scanner fed the inflated chunks of one XML part: it tracks only where each token starts
 * and ends (text, tag, comment, CDATA, processing instruction) and whether it is inside a `<row>`, so it
 * uses constant memory on any input. A `<!DOCTYPE` or other declaration is refused: OOXML parts never
 * have one, and its internal subset is another place a parser accumulates.
 */
export class XmlMarkupScanner {
  private state: State = 'text';
  private tokenBytes = 0;
  private quote = 0;
  private name = '';
  private closing = false;
  private nameDone = false;
  private bang = '';
  /** The last two bytes of a comment, CDATA section or processing instruction, to find its end. */
  private last1 = 0;
  private last2 = 0;
  private inRow = false;
  private rowBytes = 0;
  private rowCells = 0;
  private previousInTag = 0;

  constructor(
    private readonly entry: string,
    private readonly limits: XmlMarkupLimits = XML_MARKUP_LIMITS,
  ) {}

  feed(chunk: Buffer): void {
    let index = 0;
    while (index < chunk.length) {
      if (this.state === 'text') {
        // Text runs are skipped natively to the next '<' and counted in one go.
        const next = chunk.indexOf(LT, index);
        this.count((next === -1 ? chunk.length : next) - index);
        if (next === -1) return;
        index = next;
      } else if (this.state === 'tag' && this.quote !== 0) {
        // Inside an attribute value only its closing quote matters.
        const close = chunk.indexOf(this.quote, index);
        this.count((close === -1 ? chunk.length : close) - index);
        if (close === -1) return;
        index = close;
      } else if (this.state === 'tag' && this.nameDone) {
        // Past the element name only quotes and the closing '>' matter.
        const end = nextTagStop(chunk, index);
        this.count(end - index);
        if (end > index) this.previousInTag = chunk[end - 1] ?? 0;
        if (end === chunk.length) return;
        index = end;
      }
      this.step(chunk[index] ?? 0);
      index += 1;
    }
  }

  private count(bytes: number): void {
    this.tokenBytes += bytes;
    if (this.tokenBytes > this.limits.maxTokenBytes) this.refuse('token');
    if (this.inRow) {
      this.rowBytes += bytes;
      if (this.rowBytes > this.limits.maxRowBytes) this.refuse('row bytes');
    }
  }

  private step(byte: number): void {
    this.count(1);
    switch (this.state) {
      case 'text':
        if (byte === LT) this.begin('open');
        return;
      case 'open':
        if (byte === BANG) {
          this.state = 'bang';
          this.bang = '';
        } else if (byte === QUESTION) {
          this.enterBody('pi');
        } else {
          this.state = 'tag';
          this.name = '';
          this.closing = byte === SLASH;
          this.nameDone = false;
          this.quote = 0;
          this.previousInTag = 0;
          if (!this.closing) this.tagByte(byte);
        }
        return;
      case 'tag':
        this.tagByte(byte);
        return;
      case 'bang':
        this.bang += String.fromCharCode(byte);
        if (this.bang === '--') this.enterBody('comment');
        else if (this.bang === CDATA_OPEN) this.enterBody('cdata');
        else if (!'--'.startsWith(this.bang) && !CDATA_OPEN.startsWith(this.bang))
          this.refuse('declaration');
        return;
      case 'comment':
        if (byte === GT && this.last1 === DASH && this.last2 === DASH) this.begin('text');
        else this.remember(byte);
        return;
      case 'cdata':
        if (byte === GT && this.last1 === BRACKET_CLOSE && this.last2 === BRACKET_CLOSE)
          this.begin('text');
        else this.remember(byte);
        return;
      case 'pi':
        if (byte === GT && this.last1 === QUESTION) this.begin('text');
        else this.remember(byte);
        return;
    }
  }

  /** A byte inside `<...>`: collects the element's local name and ends the tag at an unquoted `>`. */
  private tagByte(byte: number): void {
    if (this.quote !== 0) {
      if (byte === this.quote) this.quote = 0;
      return;
    }
    if (byte === QUOTE || byte === APOSTROPHE) {
      this.quote = byte;
      this.nameDone = true;
      return;
    }
    if (byte === GT) {
      this.endTag(this.previousInTag === SLASH);
      this.begin('text');
      return;
    }
    if (!this.nameDone) {
      if (byte <= 0x20 || byte === SLASH) this.nameDone = true;
      else if (byte === COLON) this.name = '';
      else if (this.name.length < MAX_NAME) this.name += String.fromCharCode(byte);
    }
    this.previousInTag = byte;
  }

  private endTag(selfClosing: boolean): void {
    if (this.closing) {
      if (this.name === 'row') this.inRow = false;
    } else if (this.name === 'row' && !selfClosing) {
      this.inRow = true;
      this.rowBytes = 0;
      this.rowCells = 0;
    } else if (this.name === 'c' && this.inRow) {
      this.rowCells += 1;
      if (this.rowCells > this.limits.maxRowCells) this.refuse('row cells');
    }
  }

  private enterBody(state: 'comment' | 'cdata' | 'pi'): void {
    this.state = state;
    this.last1 = 0;
    this.last2 = 0;
  }

  private remember(byte: number): void {
    this.last2 = this.last1;
    this.last1 = byte;
  }

  private begin(state: 'text' | 'open'): void {
    this.state = state;
    this.tokenBytes = state === 'open' ? 1 : 0;
  }

  private refuse(limit: string): never {
    throw new AppError('VALIDATION_FAILED', XLSX_OVERSIZED_MESSAGE, {
      messageKey: 'bulkFile.oversizedXlsx',
      details: { entry: this.entry, limit },
    });
  }
}

/** The first quote or '>' at or after `from` (the chunk's length when there is none). */
function nextTagStop(chunk: Buffer, from: number): number {
  for (let index = from; index < chunk.length; index += 1) {
    const byte = chunk[index];
    if (byte === GT || byte === QUOTE || byte === APOSTROPHE) return index;
  }
  return chunk.length;
}
