import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { VesselSection } from './vessel-section';

// OFAC SDN ent_num 15036 (ARTAVIL) as the server maps it from sdn.csv.
const ARTAVIL = {
  imoNumber: '9187629',
  callSign: 'T2EU4',
  type: 'Crude/Oil Products Tanker',
  flag: 'Iran',
  tonnage: '99,144',
  grossRegisteredTonnage: '56,068',
};

function renderSection(vessel: typeof ARTAVIL | undefined, language: Language) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <VesselSection vessel={vessel} />
    </I18nextProvider>,
  );
}

/** The definition list as [label, value] pairs, in display order. */
function pairs(section: HTMLElement): [string, string][] {
  const terms = within(section).getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('VesselSection', () => {
  it('lists the published ship facts in English and leaves out the ones not published', () => {
    renderSection(ARTAVIL, 'en');
    const section = screen.getByRole('heading', { name: 'Vessel Details' }).closest('section');
    if (!section) throw new Error('no vessel section');
    expect(pairs(section)).toEqual([
      ['IMO Number', '9187629'],
      ['Call Sign', 'T2EU4'],
      ['Vessel Type', 'Crude/Oil Products Tanker'],
      ['Flag', 'Iran'],
      ['Tonnage', '99,144'],
      ['Gross Registered Tonnage', '56,068'],
    ]);
  });

  it('labels the facts in Arabic and keeps the published values as they are', () => {
    renderSection(ARTAVIL, 'ar');
    const section = screen.getByRole('heading', { name: 'بيانات السفينة' }).closest('section');
    if (!section) throw new Error('no vessel section');
    expect(pairs(section)).toEqual([
      ['رقم المنظمة البحرية الدولية (IMO)', '9187629'],
      ['رمز النداء', 'T2EU4'],
      ['نوع السفينة', 'Crude/Oil Products Tanker'],
      ['علم السفينة', 'Iran'],
      ['الحمولة', '99,144'],
      ['الحمولة الإجمالية المسجلة', '56,068'],
    ]);
  });

  it('renders nothing for a record without ship details', () => {
    const { container } = renderSection(undefined, 'en');
    expect(container).toBeEmptyDOMElement();
  });
});
