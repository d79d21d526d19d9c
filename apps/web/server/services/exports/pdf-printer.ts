import { type Browser, chromium } from 'playwright-core';
import { AppError } from '../../lib/app-error.ts';

export const PDF_UNAVAILABLE = 'PDF export is not available on this server right now.';

export interface PdfPrinter {
  print(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Prints HTML to PDF with the installed Chromium (issue 34). One browser per process, started
 * on the first export and kept; each export gets its own context, with JavaScript off and every
 * request refused, so a report can fetch nothing. At most two print at once: a print takes a
 * core for a moment, and the server has other work.
 */
export function createPdfPrinter(executablePath: string): PdfPrinter {
  let browser: Promise<Browser> | null = null;
  let running = 0;
  const waiting: (() => void)[] = [];
  const launch = () => {
    browser ??= chromium
      .launch({
        executablePath,
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
      })
      .catch((error: unknown) => {
        browser = null;
        throw new AppError('unavailable', PDF_UNAVAILABLE, { cause: error });
      });
    return browser;
  };
  return {
    async print(html) {
      if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        const context = await (await launch()).newContext({ javaScriptEnabled: false });
        try {
          await context.route('**/*', (route) => route.abort());
          const page = await context.newPage();
          await page.setContent(html, { waitUntil: 'load' });
          return await page.pdf({ format: 'A4', printBackground: true });
        } finally {
          await context.close();
        }
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    async close() {
      const started = browser;
      browser = null;
      if (started) await (await started.catch(() => null))?.close();
    },
  };
}
