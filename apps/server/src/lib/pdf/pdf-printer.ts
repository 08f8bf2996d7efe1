import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { AppError } from '../app-error';

/** The system Chromium (Debian package); `CHROMIUM_PATH` overrides it. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** Chromium's running header and footer, repeated on every page (`pageNumber`, `totalPages` classes fill in). */
export interface PrintOptions {
  headerTemplate: string;
  footerTemplate: string;
}

export interface PdfPrinter {
  /** Prints a self-contained HTML page to an A4 PDF. Throws SERVICE_UNAVAILABLE when Chromium cannot start. */
  print(html: string, options?: PrintOptions): Promise<Buffer>;
  close(): Promise<void>;
}

/** One shared browser per printer (reports, invoices), started on the first print and restarted if it dies. */
export function createPdfPrinter(executablePath: string): PdfPrinter {
  let browser: Promise<Browser> | undefined;

  const getBrowser = (): Promise<Browser> => {
    browser ??= chromium
      .launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
      .then((started) => {
        started.on('disconnected', () => {
          browser = undefined;
        });
        return started;
      })
      .catch((error: unknown) => {
        browser = undefined;
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `PDF reports are unavailable: Chromium could not be started from ${executablePath} (install chromium or set CHROMIUM_PATH)`,
          { cause: error },
        );
      });
    return browser;
  };

  return {
    async print(html, options) {
      const context = await (await getBrowser()).newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        // The page is fully self-contained; nothing may be fetched while rendering evidence.
        await page.route('**/*', (route) => route.abort());
        // `load` waits for the data: URL fonts, so Arabic is shaped with the embedded face.
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          preferCSSPageSize: true,
          ...(options ? { displayHeaderFooter: true, ...options } : {}),
        });
      } finally {
        await context.close();
      }
    },
    async close() {
      const current = browser;
      browser = undefined;
      if (current) await (await current.catch(() => undefined))?.close();
    },
  };
}
