import { delay, http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  buildSearchReply,
  REVIEW_MATCH,
  STRUCTURED_MATCH,
  ZAWAHIRI_MATCH,
} from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

// jsdom's Blob is not the platform's, so Response cannot read it; FileReader can.
function readBytes(blob: Blob | undefined): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file was saved'));
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0)),
      );
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}

async function searchFor(
  options: Parameters<typeof searchHandlers>[0],
  language: 'en' | 'ar' = 'en',
) {
  const { handlers, log } = searchHandlers(options);
  server.use(...handlers);
  const view = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
  await view.user.type(
    await screen.findByLabelText(language === 'ar' ? 'الاسم الأول' : 'First Name'),
    'Ayman',
  );
  await view.user.click(screen.getByRole('button', { name: language === 'ar' ? 'بحث' : 'Search' }));
  return { ...view, log };
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('results card', { timeout: 20_000 }, () => {
  it('lists the matches with list, confidence colour, status, and the footer', async () => {
    await searchFor({ reply: buildSearchReply([ZAWAHIRI_MATCH, REVIEW_MATCH], 0.042) });

    const results = within(await screen.findByRole('region', { name: 'Search Results' }));
    expect(results.getByText('Ayman Zawahiri')).toBeVisible();
    expect(results.getByText('Matches: 2')).toBeVisible();
    const rows = results.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first?.getByText('AYMAN MUHAMMED RABI AL-ZAWAHIRI')).toBeVisible();
    expect(first?.getByText('أيمن محمد ربيع الظواهري')).toBeVisible();
    expect(first?.getByText(/Nationality: Egypt/)).toBeVisible();
    expect(first?.getByRole('meter')).toHaveAttribute('data-tone', 'red');
    expect(first?.getByText('Active Sanction')).toBeVisible();
    expect(second?.getByRole('meter')).toHaveAttribute('data-tone', 'yellow');
    expect(second?.getByText('Review Required')).toBeVisible();
    expect(second?.getByText('OFAC SDN')).toBeVisible();
    expect(results.getByText(/Showing 2 of 2 results/)).toHaveTextContent('Search time: 42 ms');
    expect(results.getByRole('button', { name: 'Generate Full Report' })).toBeEnabled();
    expect(results.getByRole('button', { name: 'Export' })).toBeVisible();
    expect(results.getByRole('button', { name: 'Report' })).toBeVisible();
    expect(screen.getByText('Search Completed')).toBeVisible();
    expect(screen.getByText('Matches found: 2 in 42 ms')).toBeVisible();
  });

  it('says No Matches Found and Safe to Proceed for an empty result, and files it like any other', async () => {
    await searchFor({ reply: buildSearchReply([]) });

    expect(await screen.findByText('No Matches Found')).toBeVisible();
    expect(screen.getByText('Safe to Proceed')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    // A clean screening is evidence too: Export, Report and the full report are offered.
    const results = within(screen.getByRole('region', { name: 'Search Results' }));
    expect(results.getByRole('button', { name: 'Export' })).toBeVisible();
    expect(results.getByRole('button', { name: 'Report' })).toBeEnabled();
    expect(results.getByRole('button', { name: 'Generate Full Report' })).toBeEnabled();
  });

  it('shows the loading card instead of the last result while a new search runs, and highlights only when idle', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const { user } = await searchFor({
      reply: async () => {
        calls += 1;
        if (calls > 1) await held;
        return HttpResponse.json(buildSearchReply([ZAWAHIRI_MATCH]));
      },
    });
    await screen.findByRole('heading', { name: 'Search Results' });
    expect(screen.queryByText('Explainable matching')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Searching sanctions lists...')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Search Results' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();

    release();
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeVisible();
    expect(screen.queryByText('Searching sanctions lists...')).toBeNull();
  });

  it('refreshes the usage strip after a search', async () => {
    const { log } = await searchFor({ reply: buildSearchReply([ZAWAHIRI_MATCH]) });
    await screen.findByRole('heading', { name: 'Search Results' });
    await waitFor(() => expect(log.usageCalls).toBeGreaterThanOrEqual(2));
    expect(screen.getByLabelText('Your search usage')).toHaveTextContent('Today: 3 / 10');
  });

  it('opens the match details with every section and the per-token analysis', async () => {
    const { user } = await searchFor({ reply: buildSearchReply([ZAWAHIRI_MATCH]) });
    await user.click(
      await screen.findByRole('button', {
        name: 'View details of AYMAN MUHAMMED RABI AL-ZAWAHIRI',
      }),
    );

    const dialog = within(await screen.findByRole('dialog'));
    for (const section of [
      'Basic Information',
      'Personal Details',
      'Identification Documents',
      'Known Aliases',
      'Sanction Information',
      'Match Analysis (rule-based)',
      'Additional Information',
    ]) {
      expect(dialog.getByRole('heading', { name: section })).toBeVisible();
    }
    expect(dialog.getByText('Ahmad Fuad Salim')).toBeVisible();
    expect(dialog.getByText('Abu Mohammed')).toBeVisible();
    expect(dialog.getByText('1084010 (Egypt)')).toBeVisible();
    expect(dialog.getByText('Giza, Egypt')).toBeVisible();
    expect(dialog.getByText('Egypt')).toBeVisible();
    expect(dialog.getByText('Reportedly deceased in 2022.')).toBeVisible();
    expect(dialog.getByTestId('match-analysis-text')).toHaveTextContent(
      'Exact match on the listed primary name.',
    );
    const tokenRows = dialog.getAllByRole('row').slice(1);
    expect(tokenRows.map((row) => row.textContent)).toEqual([
      'aymanaymanExact100%',
      'zawahirial-zawahiriKnown variant95%',
    ]);
    expect(dialog.getByText('Date of birth')).toBeVisible();
  });

  it('reads the structured list data first and the labelled text only for what it lacks', async () => {
    const { user } = await searchFor({ reply: buildSearchReply([STRUCTURED_MATCH]) });
    await user.click(
      await screen.findByRole('button', {
        name: 'View details of AYMAN MUHAMMED RABI AL-ZAWAHIRI',
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    const section = (name: string) => {
      const heading = dialog.getByRole('heading', { name });
      const element = heading.closest('section');
      if (!element) throw new Error(`no section ${name}`);
      return within(element);
    };

    const documents = section('Identification Documents');
    expect(documents.getByText('1084010 (Egypt, issued 1995-03-01)')).toBeVisible();
    expect(documents.getByText('19820002 (Egypt)')).toBeVisible();
    expect(dialog.queryByText(/OLD-1/)).toBeNull();

    const aliases = section('Known Aliases');
    expect(aliases.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ahmad Fuad Salim',
      'Abu Mohammed (former name)',
      'أيمن الظواهري',
    ]);
    const personal = section('Personal Details');
    expect(personal.getByText('Giza, Egypt')).toBeVisible();
    expect(personal.getByText('Afghanistan/Pakistan border region')).toBeVisible();
    expect(personal.getByText('Male')).toBeVisible();
    const sanction = section('Sanction Information');
    expect(sanction.getByText('QDi')).toBeVisible();
    expect(sanction.getByText('AQ')).toBeVisible();

    const additional = section('Additional Information');
    expect(additional.getByText('Doctor')).toBeVisible();
    expect(additional.getByText('T-77')).toBeVisible();
    expect(additional.getByText('Tax ID No.')).toBeVisible();
    expect(additional.getByText('19 Jun. 1951; 1952')).toBeVisible();
    expect(additional.getByText('Reportedly deceased in 2022.')).toBeVisible();
  });

  it('works in Arabic: Arabic analysis, country names and digits', async () => {
    const { user } = await searchFor({ reply: buildSearchReply([ZAWAHIRI_MATCH]) }, 'ar');
    expect(await screen.findByRole('heading', { name: 'نتائج البحث' })).toBeVisible();
    expect(screen.getByText('فحص العقوبات', { selector: 'h1' })).toBeVisible();
    expect(screen.getByText('عقوبة سارية')).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(/عرض 1 من 1 نتيجة/)).toHaveTextContent('مدة البحث: 42 ملي ث');

    await user.click(
      screen.getByRole('button', { name: 'عرض تفاصيل AYMAN MUHAMMED RABI AL-ZAWAHIRI' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'تحليل التطابق (قائم على القواعد)' })).toBeVisible();
    expect(dialog.getByTestId('match-analysis-text')).toHaveTextContent(
      'تطابق تام مع الاسم الأساسي المدرج.',
    );
    expect(dialog.getByText('مصر')).toBeVisible();
    expect(dialog.getByText('صيغة معروفة')).toBeVisible();
    expect(dialog.getByText('فرد')).toBeVisible();
    expect(dialog.getByText('1084010 (Egypt)').tagName).toBe('BDI');
  });
});

describe('exports from the results card', { timeout: 20_000 }, () => {
  it('downloads a CSV when the PDF report fails, and says so', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) saved.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => {};
    const { user } = await searchFor({ reply: buildSearchReply([ZAWAHIRI_MATCH]) });
    server.use(
      http.get('*/api/v2/search/:id/report.pdf', async () => {
        await delay(10);
        return HttpResponse.json(
          buildErrorEnvelope('SERVICE_UNAVAILABLE', 'PDF rendering is unavailable'),
          { status: 503 },
        );
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Generate Full Report' }));

    expect(await screen.findByText('Export Failed')).toBeVisible();
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = await readBytes(saved[0]);
    // The BOM must reach the file (TextDecoder would hide it), so the bytes are checked.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(saved[0]?.type).toBe('text/csv;charset=utf-8');
    // The audit block (search id, who, when, query, versions) comes first; the matches table after it.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\nMatch #,Full Name,Arabic Name');
    expect(csv.indexOf('Match #,Full Name')).toBeGreaterThan(
      csv.indexOf('0d6f1f2e-3a4b-4c5d-8e9f-001122334455'),
    );
    expect(csv).toContain('أيمن محمد ربيع الظواهري');
  });
  it('downloads the screening certificate in the page language, and says so when it fails', async () => {
    // The fetched blob is the platform's, not jsdom's: the saves are counted, not inspected.
    let saves = 0;
    URL.createObjectURL = () => {
      saves += 1;
      return 'blob:test';
    };
    URL.revokeObjectURL = () => {};
    const asked: string[] = [];
    const { user } = await searchFor({ reply: buildSearchReply([]) }, 'ar');
    server.use(
      http.get('*/api/v2/search/:id/certificate.pdf', ({ request }) => {
        asked.push(new URL(request.url).search);
        return asked.length === 1
          ? new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
          : HttpResponse.json(buildErrorEnvelope('CONFLICT', 'altered'), { status: 409 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'شهادة' }));
    await waitFor(() => expect(saves).toBe(1));
    expect(asked).toEqual(['?lang=ar']);
    await user.click(screen.getByRole('button', { name: 'شهادة' }));
    expect(
      await screen.findByText('تعذّر إنشاء شهادة الفحص. يرجى المحاولة مرة أخرى.'),
    ).toBeVisible();
    // No CSV stands in for a certificate.
    expect(saves).toBe(1);
  });
});
