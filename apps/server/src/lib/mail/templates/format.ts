import type { EmailLanguage } from '../email-messages';

const USD = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** US dollars from integer cents with two decimals: `$1,188.00`, in Arabic `1,188.00 دولار أمريكي`. */
export function formatUsd(cents: number, language: EmailLanguage): string {
  const amount = USD.format(cents / 100);
  return language === 'ar' ? `${amount} دولار أمريكي` : `$${amount}`;
}

const DATE_LOCALE: Record<EmailLanguage, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

/** A `YYYY-MM-DD` date as `9 December 2026` / `9 ديسمبر 2026`; anything else is shown as given. */
export function formatIsoDate(isoDate: string, language: EmailLanguage): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * Wraps a value that may be written in Latin script (a name, an organization) in Unicode isolates
 * (FSI … PDI) so it does not reorder the Arabic sentence around it, in plain text as in HTML.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

const PLURAL_RULES: Record<EmailLanguage, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ar: new Intl.PluralRules('ar'),
};

/**
 * The form of a counted phrase that the language's plural rules ask for (CLDR via Intl.PluralRules):
 * "1 new alert" / "2 new alerts"; Arabic has six forms. `{n}` in a form stands for the count.
 */
export function plural(
  count: number,
  language: EmailLanguage,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const form = forms[PLURAL_RULES[language].select(count)] ?? forms.other;
  return form.replaceAll('{n}', String(count));
}

/** The "Our office" detail row of a mail that asks for payment at the office; none when no address is set. */
export function officeAddressRows(
  address: string | null | undefined,
  language: 'en' | 'ar',
): { label: string; value: string }[] {
  if (!address) return [];
  return [{ label: language === 'en' ? 'Our office' : 'مكتبنا', value: address }];
}
