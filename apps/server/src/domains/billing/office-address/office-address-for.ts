import type { OfficeAddress } from '@sanctions/contracts';

/**
 * The office address in one e-mail's language, its lines joined with ", " (a detail row is one line);
 * the other language's text when this one is blank, null when neither is set.
 */
export function officeAddressFor(address: OfficeAddress, language: 'en' | 'ar'): string | null {
  const other = language === 'en' ? 'ar' : 'en';
  const text = address[language].trim() !== '' ? address[language] : address[other];
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length === 0 ? null : lines.join(language === 'ar' ? '، ' : ', ');
}
