import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PepMatch } from '@sanctions/contracts';
import { GRASSLEY_PEP_MATCH } from '@test/screening/search/search-fixtures';
import { createI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { PepSection } from './pep-section';

// The FtM reader's output for the Biden lines its test writes from the FtM schema (a former PEP with
// a Family link): the card must show relatives when a source gives them.
const BIDEN_PEP_MATCH: PepMatch = {
  ...GRASSLEY_PEP_MATCH,
  pepEntry: {
    ...GRASSLEY_PEP_MATCH.pepEntry,
    pepSource: 'pep_ftm',
    sourceId: 'Q6279',
    listSource: 'FollowTheMoney PEP file',
    fullName: 'Joe Biden',
    aliases: ['Joseph Robinette Biden Jr.'],
    birthDates: ['1942-11-20'],
    tier: 'former',
    positions: [
      {
        role: 'President of the United States',
        country: 'us',
        level: 'national',
        startDate: '2021-01-20',
        endDate: '2025-01-20',
      },
    ],
    relatives: [{ name: 'Hunter Biden', relationship: 'son' }],
  },
};

function renderSection(matches: PepMatch[], language: Language) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <PepSection matches={matches} />
    </I18nextProvider>,
  );
}

describe('PepSection', () => {
  it('shows each PEP with position, body, country, dates and tier, asking for enhanced due diligence', () => {
    renderSection([GRASSLEY_PEP_MATCH, BIDEN_PEP_MATCH], 'en');
    const section = screen.getByRole('region', { name: 'Politically exposed persons (2)' });
    expect(within(section).getByRole('note')).toHaveTextContent(/enhanced due diligence/);
    expect(section).not.toHaveTextContent(/do not proceed/i);
    const grassley = within(within(section).getByRole('listitem', { name: 'Chuck Grassley' }));
    expect(grassley.getByText('National PEP')).toBeVisible();
    expect(grassley.getByText('US Senator for IA').closest('li')).toHaveTextContent(
      'US Senator for IA · United States Senate · US (1981-01-05 – 2029-01-03)',
    );
    expect(grassley.getByText('1933-09-17')).toBeVisible();
    expect(grassley.queryByText('Relatives')).toBeNull();
    const biden = within(within(section).getByRole('listitem', { name: 'Joe Biden' }));
    expect(biden.getByText('Former PEP')).toBeVisible();
    expect(biden.getByText('Relatives')).toBeVisible();
    expect(biden.getByText('Hunter Biden').closest('li')).toHaveTextContent('Hunter Biden (son)');
  });

  it('labels the section in Arabic and keeps the published names and roles as they are', () => {
    renderSection([GRASSLEY_PEP_MATCH], 'ar');
    const section = screen.getByRole('region', { name: 'شخص معرّض سياسياً (1)' });
    expect(within(section).getByRole('note')).toHaveTextContent('العناية الواجبة المعززة');
    expect(within(section).getByText('المناصب')).toBeVisible();
    expect(within(section).getByText('شخص معرّض سياسياً على المستوى الوطني')).toBeVisible();
    expect(within(section).getByText('US Senator for IA')).toBeVisible();
    expect(within(section).getByText(/يلزم تطبيق العناية الواجبة المعززة/)).toBeVisible();
  });

  it('renders nothing without PEP hits', () => {
    const { container } = renderSection([], 'en');
    expect(container).toBeEmptyDOMElement();
  });
});
