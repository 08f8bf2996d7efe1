import type { ExportTemplate } from '@sanctions/contracts';
import { EXPORT_TEMPLATE_COLUMNS, EXPORT_TEMPLATE_SECTIONS } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSearchReply, ZAWAHIRI_MATCH } from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

beforeEach(() => server.use(...shellHandlers()));

function buildTemplate(overrides: Partial<ExportTemplate> = {}): ExportTemplate {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Audit JSON',
    description: null,
    templateType: 'audit',
    configuration: {
      format: 'json',
      sections: [...EXPORT_TEMPLATE_SECTIONS],
      columns: [...EXPORT_TEMPLATE_COLUMNS],
      customFields: [],
    },
    isDefault: true,
    isPublic: false,
    isOwn: true,
    lastUsed: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

async function searchWithTemplates(templates: ExportTemplate[], language: 'en' | 'ar') {
  server.use(...searchHandlers({ reply: buildSearchReply([ZAWAHIRI_MATCH]) }).handlers);
  server.use(
    http.get('*/api/v2/export-templates', () =>
      HttpResponse.json({ success: true, data: { templates } }),
    ),
  );
  const rendered = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
  await rendered.user.type(
    await screen.findByLabelText(language === 'en' ? 'First Name' : 'الاسم الأول'),
    'Ayman',
  );
  await rendered.user.click(
    screen.getByRole('button', { name: language === 'en' ? 'Search' : 'بحث' }),
  );
  return rendered;
}

describe('export templates in the Export menu', { timeout: 20_000 }, () => {
  it('lists the templates (default first) and exports a JSON template as a JSON file', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) saved.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => {};
    const { user } = await searchWithTemplates(
      [
        buildTemplate(),
        buildTemplate({
          id: '55555555-5555-4555-8555-555555555555',
          name: 'Team CSV',
          templateType: 'compliance',
          configuration: { ...buildTemplate().configuration, format: 'csv' },
          isDefault: false,
          isOwn: false,
          isPublic: true,
        }),
      ],
      'en',
    );
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const items = await screen.findAllByRole('menuitem');
    // The templates come last but for the "Manage templates" entry.
    expect(items.map((item) => item.textContent).slice(-3, -1)).toEqual([
      'Audit JSON(Audit, JSON) · default',
      'Team CSV(Compliance, CSV) · shared',
    ]);
    await user.click(screen.getByRole('menuitem', { name: /Audit JSON/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.type).toBe('application/json');
    const text = await new Promise<string>((resolve, reject) => {
      const blob = saved[0];
      if (!blob) return reject(new Error('no file was saved'));
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(new Error('unreadable'));
      reader.readAsText(blob);
    });
    const json: unknown = JSON.parse(text);
    // The template's sections shape the file: the audit context, the summary and the matches.
    expect(json).toMatchObject({
      auditContext: { searchId: '0d6f1f2e-3a4b-4c5d-8e9f-001122334455' },
      summary: { totalMatches: 1 },
      matches: [{ matchNumber: 1, fullName: 'AYMAN MUHAMMED RABI AL-ZAWAHIRI' }],
    });
  });

  it('names the template types and marks in Arabic', async () => {
    const { user } = await searchWithTemplates([buildTemplate()], 'ar');
    await user.click(await screen.findByRole('button', { name: 'تصدير' }));
    expect(await screen.findByText('قوالب التصدير')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: /Audit JSON/ })).toHaveTextContent(
      '(تدقيق، JSON) · افتراضي',
    );
  });
});
