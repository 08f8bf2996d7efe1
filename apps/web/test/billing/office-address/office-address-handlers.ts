import { http, HttpResponse } from 'msw';

const URL = '*/api/v2/admin/settings/office-address';

/** The office address as the server keeps it; `saved` records every PUT body. */
export function officeAddressHandlers(stored: { en: string; ar: string } = { en: '', ar: '' }) {
  const saved: unknown[] = [];
  const reply = (officeAddress: unknown) =>
    HttpResponse.json({ success: true, data: { officeAddress, updatedAt: null } });
  return {
    saved,
    handlers: [
      http.get(URL, () => reply(stored)),
      http.put(URL, async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return reply(body);
      }),
    ],
  };
}
