import type { ExportTemplate } from '@sanctions/contracts';
import { EXPORT_TEMPLATE_COLUMNS, EXPORT_TEMPLATE_SECTIONS } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSearchReply, ZAWAHIRI_MATCH } from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

beforeEach(() => server.use(...shellHandlers()));

const OWN_ID = '44444444-4444-4444-8444-444444444444';
const SHARED_ID = '55555555-5555-4555-8555-555555555555';

function buildTemplate(overrides: Partial<ExportTemplate> = {}): ExportTemplate {
  return {
    id: OWN_ID,
    name: 'Audit JSON',
    description: null,
    templateType: 'audit',
    configuration: {
      format: 'json',
      sections: [...EXPORT_TEMPLATE_SECTIONS],
      columns: [...EXPORT_TEMPLATE_COLUMNS],
      customFields: [{ label: 'Case', value: 'C-1' }],
    },
    isDefault: true,
    isPublic: false,
    isOwn: true,
    lastUsed: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

const SHARED = buildTemplate({
  id: SHARED_ID,
  name: 'Team CSV',
  templateType: 'compliance',
  configuration: { ...buildTemplate().configuration, format: 'csv' },
  isDefault: false,
  isOwn: false,
  isPublic: true,
});

/** A templates API over an in-memory list, recording the bodies it receives. */
function templatesApi(initial: ExportTemplate[]) {
  let templates = [...initial];
  const requests: { method: string; id?: string; body?: unknown }[] = [];
  const handlers = [
    http.get('*/api/v2/export-templates', () =>
      HttpResponse.json({ success: true, data: { templates } }),
    ),
    http.post('*/api/v2/export-templates', async ({ request }) => {
      const body: unknown = await request.json();
      requests.push({ method: 'POST', body });
      const created = buildTemplate({
        id: '66666666-6666-4666-8666-666666666666',
        name: 'Case file',
        isDefault: false,
      });
      templates = [...templates, created];
      return HttpResponse.json({ success: true, data: { template: created } }, { status: 201 });
    }),
    http.put('*/api/v2/export-templates/:id', async ({ request, params }) => {
      const body: unknown = await request.json();
      requests.push({ method: 'PUT', id: String(params.id), body });
      const changed = buildTemplate({ name: 'Audit PDF' });
      templates = templates.map((item) => (item.id === changed.id ? changed : item));
      return HttpResponse.json({ success: true, data: { template: changed } });
    }),
    http.delete('*/api/v2/export-templates/:id', ({ params }) => {
      requests.push({ method: 'DELETE', id: String(params.id) });
      templates = templates.filter((item) => item.id !== params.id);
      return HttpResponse.json({ success: true });
    }),
  ];
  return { handlers, requests };
}

async function openManager(templates: ExportTemplate[], language: 'en' | 'ar') {
  const api = templatesApi(templates);
  server.use(...searchHandlers({ reply: buildSearchReply([ZAWAHIRI_MATCH]) }).handlers);
  server.use(...api.handlers);
  const rendered = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
  const en = language === 'en';
  await rendered.user.type(
    await screen.findByLabelText(en ? 'First Name' : 'الاسم الأول'),
    'Ayman',
  );
  await rendered.user.click(screen.getByRole('button', { name: en ? 'Search' : 'بحث' }));
  await rendered.user.click(await screen.findByRole('button', { name: en ? 'Export' : 'تصدير' }));
  await rendered.user.click(
    await screen.findByRole('menuitem', { name: en ? 'Manage templates' : 'إدارة القوالب' }),
  );
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog, requests: api.requests };
}

describe('managing export templates from the Export menu', { timeout: 30_000 }, () => {
  it('lists own and shared templates, creates, edits and deletes own ones', async () => {
    const { user, dialog, requests } = await openManager([buildTemplate(), SHARED], 'en');
    const list = await within(dialog).findByRole('list', { name: 'Export templates' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // A shared template of a colleague is read-only.
    expect(within(rows[1] ?? list).getByText('Shared with you (read-only)')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Edit Team CSV' })).toBeNull();

    // Create: the name is required, then the chosen type, format and columns are sent.
    await user.click(within(dialog).getByRole('button', { name: 'New template' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a name');
    await user.type(within(dialog).getByLabelText('Name'), 'Case file');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'investigation');
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'excel');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remarks' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share with my organization' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByRole('list', { name: 'Export templates' });
    expect(requests[0]).toEqual({
      method: 'POST',
      body: {
        name: 'Case file',
        templateType: 'investigation',
        isDefault: false,
        isPublic: true,
        configuration: {
          format: 'excel',
          sections: [...EXPORT_TEMPLATE_SECTIONS],
          columns: EXPORT_TEMPLATE_COLUMNS.filter((column) => column !== 'remarks'),
          customFields: [],
        },
      },
    });

    // Edit: the form starts from the template and keeps its custom fields.
    await user.click(within(dialog).getByRole('button', { name: 'Edit Audit JSON' }));
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Audit JSON');
    expect(within(dialog).getByLabelText('Format')).toHaveValue('json');
    await user.clear(name);
    await user.type(name, 'Audit PDF');
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({
      method: 'PUT',
      id: OWN_ID,
      body: {
        name: 'Audit PDF',
        description: null,
        configuration: { format: 'pdf', customFields: [{ label: 'Case', value: 'C-1' }] },
      },
    });

    // Delete after confirming.
    await user.click(await within(dialog).findByRole('button', { name: 'Delete Audit PDF' }));
    expect(within(dialog).getByText(/The template Audit PDF will be deleted/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests[2]).toEqual({ method: 'DELETE', id: OWN_ID }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Edit Audit PDF' })).toBeNull(),
    );
  });

  it('speaks Arabic', async () => {
    const { user, dialog } = await openManager([], 'ar');
    expect(await within(dialog).findByText('لا توجد قوالب بعد.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'قالب جديد' }));
    expect(within(dialog).getByRole('heading', { name: 'قالب تصدير جديد' })).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'سياق التدقيق' })).toBeChecked();
    expect(within(dialog).getByLabelText('الصيغة')).toHaveValue('csv');
  });
});
