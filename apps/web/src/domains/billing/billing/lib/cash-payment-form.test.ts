import { describe, expect, it } from 'vitest';
import { emptyCashPaymentForm, localIsoDate, validateCashPaymentForm } from './cash-payment-form';

const ORGANIZATION_ID = '0b4f7a52-9c1e-4a8e-8d55-3f1a2b6c7d01';
const INVOICE_ID = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const filled = {
  ...emptyCashPaymentForm(new Date(2026, 2, 5)),
  organizationId: ORGANIZATION_ID,
  invoiceId: INVOICE_ID,
  amount: '299.005',
  receivedBy: ' Omar Saleh ',
  receiptNumber: 'R-1001',
};

describe('validateCashPaymentForm', () => {
  it('defaults the payment date to today in local time', () => {
    expect(emptyCashPaymentForm(new Date(2026, 2, 5)).paymentDate).toBe('2026-03-05');
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('builds the body: cents by rounding, USD, trimmed texts, no empty notes', () => {
    expect(validateCashPaymentForm(filled)).toEqual({
      errors: null,
      body: {
        organizationId: ORGANIZATION_ID,
        invoiceId: INVOICE_ID,
        amount: 29_901,
        currency: 'USD',
        paymentDate: '2026-03-05',
        receivedBy: 'Omar Saleh',
        receiptNumber: 'R-1001',
        notes: undefined,
      },
    });
  });

  it('names every missing required field', () => {
    const result = validateCashPaymentForm({ ...emptyCashPaymentForm(), paymentDate: '' });
    expect(result.errors).toEqual({
      organizationId: 'organizationRequired',
      invoiceId: 'invoiceRequired',
      amount: 'amountRequired',
      paymentDate: 'paymentDateRequired',
      receivedBy: 'receivedByRequired',
      receiptNumber: 'receiptNumberRequired',
    });
  });

  it.each(['0', '0.004', 'abc', '-3'])('refuses the amount %j', (amount) => {
    expect(validateCashPaymentForm({ ...filled, amount }).errors).toEqual({
      amount: 'amountInvalid',
    });
  });
});
