/** A price in integer cents as whole US dollars in the language's digits, e.g. "$299" in English. */
export function formatPlanPrice(cents: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(cents / 100);
}
