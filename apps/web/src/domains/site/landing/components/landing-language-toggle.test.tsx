import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import type { Language } from '@/lib/language';
import { LandingLanguageToggle } from './landing-language-toggle';

function renderToggle(language: Language) {
  let reloads = 0;
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <LandingLanguageToggle reload={() => (reloads += 1)} />
    </I18nextProvider>,
  );
  return { reloads: () => reloads };
}

describe('landing language toggle', () => {
  it('stores Arabic and reloads the page', async () => {
    const { reloads } = renderToggle('en');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Arabic' }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(reloads()).toBe(1);
  });

  it('stores English when the page is in Arabic', async () => {
    const { reloads } = renderToggle('ar');
    await userEvent.click(screen.getByTestId('language-toggle'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(reloads()).toBe(1);
  });
});
