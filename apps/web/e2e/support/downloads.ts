import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';

/** Runs `trigger` and answers the file it downloads, with its bytes. */
export async function downloadFrom(
  page: Page,
  trigger: () => Promise<void>,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return { download, bytes: await readFile(await download.path()) };
}

/** The text of a PDF file in logical order (pdftotext, package poppler-utils). */
export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
}
