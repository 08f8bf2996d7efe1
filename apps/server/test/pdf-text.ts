import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Text of a PDF as poppler's pdftotext extracts it (logical order for RTL runs). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    // pdftotext wraps RTL runs in embedding controls (U+202A-U+202E); the letters between them are what counts.
    return stdout.replace(/[\u202a-\u202e]/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
