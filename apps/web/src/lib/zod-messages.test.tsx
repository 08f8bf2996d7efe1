import { zodResolver } from '@hookform/resolvers/zod';
import { createExportTemplateRequestSchema, safeText } from '@sanctions/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormField } from '@/components/form-field';
import { createI18n } from './i18n';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;

// A contract field with zod's default message (.max without text) and one with the contract's own.
const schema = z.object({
  reference: safeText().trim().min(1).max(10),
  note: safeText().max(200),
});

function ContractForm() {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { reference: '', note: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormField id="reference" label="reference" error={errors.reference?.message}>
        {(describedBy) => (
          <input id="reference" aria-describedby={describedBy} {...form.register('reference')} />
        )}
      </FormField>
      <FormField id="note" label="note" error={errors.note?.message}>
        {(describedBy) => (
          <input id="note" aria-describedby={describedBy} {...form.register('note')} />
        )}
      </FormField>
      <button type="submit">submit</button>
    </form>
  );
}

function renderIn(language: 'en' | 'ar') {
  const i18n = createI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ContractForm />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('field errors of contract schemas', { timeout: 20_000 }, () => {
  it('shows Arabic errors in an Arabic form: zod defaults and contract messages alike', async () => {
    const user = renderIn('ar');
    await user.type(screen.getByLabelText('reference'), 'KYC-2026-000117');
    // A DEL character: safeText refuses control characters with the contract's own message.
    fireEvent.change(screen.getByLabelText('note'), { target: { value: 'bad\u007Ftext' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));

    const errors = await screen.findAllByRole('alert');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toHaveTextContent('الحد الأقصى لعدد الأحرف: 10');
    expect(errors[1]).toHaveTextContent('يحتوي على أحرف غير مسموح بها');
    for (const error of errors) {
      expect(error.textContent).toMatch(ARABIC_LETTER);
      expect(error.textContent).not.toMatch(LATIN_LETTER);
    }
  });

  it('says "required" for an empty required field in both languages', async () => {
    const user = renderIn('en');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
  });

  it('gives a contract schema parsed in the Arabic interface Arabic messages', () => {
    createI18n('ar');
    const parsed = createExportTemplateRequestSchema.safeParse({
      name: 'x'.repeat(101),
      templateType: 'general',
      configuration: { format: 'csv', columns: [] },
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('الحد الأقصى لعدد الأحرف: 100');
    expect(messages).toContain('الحد الأدنى للاختيار: 1');
  });
});
