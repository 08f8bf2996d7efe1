import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';

const PAGES = [
  {
    paths: ['/terms', '/terms-of-service'],
    title: 'Terms of Service',
    arabicTitle: 'شروط الخدمة',
    sections: 15,
    effective: 'Effective July 20, 2025',
    version: 'Version 2.0',
    related: [
      ['Privacy Policy', '/privacy'],
      ['Security Policy', '/security'],
    ],
  },
  {
    paths: ['/privacy', '/privacy-policy'],
    title: 'Privacy Policy',
    arabicTitle: 'سياسة الخصوصية',
    sections: 14,
    effective: 'Effective July 18, 2025',
    version: 'Version 1.0',
    related: [
      ['Terms of Service', '/terms'],
      ['Security Policy', '/security'],
    ],
  },
  {
    paths: ['/security', '/security-policy'],
    title: 'Security Policy',
    arabicTitle: 'سياسة الأمان',
    sections: 11,
    effective: 'Effective July 18, 2025',
    version: 'Version 1.0',
    related: [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ],
  },
] as const;

const BY_PATH = PAGES.flatMap((page) => page.paths.map((path) => [path, page] as const));

async function openPage(path: string, language: 'en' | 'ar' = 'en') {
  const app = renderApp(path, { language });
  const heading = await screen.findByRole('heading', { level: 1 });
  const article = heading.closest('article');
  if (!article) throw new Error('the legal page renders inside an <article>');
  return { ...app, heading, article };
}

describe('legal pages', () => {
  it.each(BY_PATH)(
    '%s shows the title, version, effective date and every section',
    async (path, page) => {
      const { heading, article } = await openPage(path);
      expect(heading).toHaveTextContent(page.title);
      expect(within(article).getByText(page.effective)).toBeInTheDocument();
      expect(within(article).getByText(page.version)).toBeInTheDocument();
      const sections = within(article).getAllByRole('region');
      expect(sections).toHaveLength(page.sections);
      expect(sections[0]).toHaveAccessibleName(/^1\. /);
      expect(sections.at(-1)).toHaveAccessibleName(new RegExp(`^${page.sections}\\. `));
    },
  );

  it.each(PAGES)('$title has a table of contents linking to each section anchor', async (page) => {
    const { article } = await openPage(page.paths[0]);
    const contents = within(article).getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(page.sections);
    const sections = within(article).getAllByRole('region');
    links.forEach((link, index) => {
      expect(link).toHaveAttribute('href', `#${sections[index]?.id ?? ''}`);
    });
  });

  it.each(PAGES)('$title links to the two other policies', async (page) => {
    const { article, user, router } = await openPage(page.paths[0]);
    const related = within(article).getByRole('navigation', { name: 'Related policies' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      page.related,
    );
    const [firstTitle, firstPath] = page.related[0];
    await user.click(within(related).getByRole('link', { name: firstTitle }));
    await waitFor(() => expect(router.state.location.pathname).toBe(firstPath));
    expect(await screen.findByRole('heading', { level: 1, name: firstTitle })).toBeInTheDocument();
  });

  it('the back button goes to the landing page', async () => {
    // Only the navigation is under test; the landing page's plans and figures are its own feature's concern.
    server.use(
      http.get('*/api/v2/subscription/plans', () => new HttpResponse(null, { status: 503 })),
      http.get('*/api/v2/sanctions/coverage', () => new HttpResponse(null, { status: 503 })),
    );
    const { article, user, router } = await openPage('/privacy-policy');
    await user.click(within(article).getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('states the spec constants in the text', async () => {
    const { article } = await openPage('/privacy');
    expect(within(article).getByText('Performance data: 90 days.')).toBeInTheDocument();
    expect(
      within(article).getByText('Requests under the CCPA: within 45 days.'),
    ).toBeInTheDocument();
  });

  it.each(PAGES)('$title renders right to left in Arabic', async (page) => {
    const { heading, article } = await openPage(page.paths[0], 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(heading).toHaveTextContent(page.arabicTitle);
    expect(within(article).getAllByRole('region')).toHaveLength(page.sections);
    expect(
      within(article).getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }),
    ).toHaveAttribute('href', '/');
    expect(within(article).getByText(/^الإصدار /)).toBeInTheDocument();
  });

  it('writes the effective date in Arabic with Western digits', async () => {
    const { article } = await openPage('/terms', 'ar');
    expect(within(article).getByText('سارية اعتبارًا من 20 يوليو 2025')).toBeInTheDocument();
  });
});
