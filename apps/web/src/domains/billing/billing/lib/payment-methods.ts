/** Payment methods the server records on payment_history (cash today; the others for later channels). */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The method as a known one to translate, or null to show the stored word as it is. */
export function knownPaymentMethod(method: string): PaymentMethod | null {
  return PAYMENT_METHODS.find((known) => known === method) ?? null;
}
