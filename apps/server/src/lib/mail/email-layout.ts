import { PRODUCT_NAME } from '@sanctions/contracts';
import type { EmailLanguage } from './email-messages';

/**
 * What one message says, as plain strings: the layout escapes every one of them for HTML, so a
 * template can never inject markup whatever its parameters hold.
 */
export interface EmailBody {
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** Label/value lines shown as a small table (plain text: `Label: value`). */
  details?: { label: string; value: string }[];
  /** The one call to action: an absolute URL built by the caller from `PUBLIC_URL`. */
  action?: { label: string; url: string };
  /** Paragraphs after the button (expiry, "ignore this if..."). */
  outro?: string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const SIGNATURE: Record<EmailLanguage, string> = {
  en: `The ${PRODUCT_NAME} team`,
  ar: `فريق ${PRODUCT_NAME}`,
};

const FALLBACK_LINK_HINT: Record<EmailLanguage, string> = {
  en: 'If the button does not work, copy this address into your browser:',
  ar: 'إذا لم يعمل الزر، انسخ هذا العنوان والصقه في متصفحك:',
};

const FOOTER: Record<EmailLanguage, string> = {
  en: 'This is an automated message; replies to this address are not read.',
  ar: 'هذه رسالة آلية؛ لا تتم قراءة الردود على هذا العنوان.',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Plain text: paragraphs separated by blank lines, the link on its own line so every client can follow it. */
export function renderText(body: EmailBody, language: EmailLanguage): string {
  const blocks: string[] = [body.greeting, ...body.intro];
  if (body.details?.length)
    blocks.push(body.details.map(({ label, value }) => `${label}: ${value}`).join('\n'));
  if (body.action) blocks.push(`${body.action.label}:\n${body.action.url}`);
  blocks.push(...(body.outro ?? []));
  blocks.push(`${SIGNATURE[language]}\n${PRODUCT_NAME}`);
  return `${blocks.join('\n\n')}\n`;
}

// A contact message or a rejection reason keeps its line breaks.
function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

const FONT: Record<EmailLanguage, string> = {
  en: "Arial, 'Helvetica Neue', Helvetica, sans-serif",
  ar: "Tahoma, 'Segoe UI', Arial, sans-serif",
};

/**
 * A single-column, table-based page with inline styles only: mail clients drop `<style>` blocks and
 * external CSS. Arabic pages carry `dir="rtl" lang="ar"` on the root and the content table; values that
 * may be Latin (names, addresses, URLs) sit in `<bdi>` so they do not reorder the sentence around them.
 */
export function renderHtml(body: EmailBody, language: EmailLanguage): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937;">${multiline(text)}</p>`;
  const parts: string[] = [paragraph(body.greeting), ...body.intro.map(paragraph)];
  if (body.details?.length) {
    const rows = body.details
      .map(
        ({ label, value }) =>
          `<tr><td style="padding:6px 0;font-size:14px;color:#6b7280;vertical-align:top;">${escapeHtml(label)}</td>` +
          `<td style="padding:6px 12px;font-size:14px;color:#111827;font-weight:bold;"><bdi>${multiline(value)}</bdi></td></tr>`,
      )
      .join('');
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${rows}</table>`,
    );
  }
  if (body.action) {
    const url = escapeHtml(body.action.url);
    parts.push(
      `<p style="margin:24px 0;text-align:center;"><a href="${url}" style="display:inline-block;padding:12px 24px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px;font-weight:bold;">${escapeHtml(body.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b7280;">${escapeHtml(FALLBACK_LINK_HINT[language])}<br><a href="${url}" dir="ltr" style="color:#1d4ed8;word-break:break-all;">${url}</a></p>`,
    );
  }
  parts.push(...(body.outro ?? []).map(paragraph));
  parts.push(paragraph(SIGNATURE[language]));

  return [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(body.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="background:#f3f4f6;font-family:${FONT[language]};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:8px;text-align:${align};">`,
    `<tr><td style="padding:20px 32px;background:#0f172a;border-radius:8px 8px 0 0;color:#ffffff;font-size:18px;font-weight:bold;">${PRODUCT_NAME}</td></tr>`,
    `<tr><td style="padding:32px;">${parts.join('')}</td></tr>`,
    `<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;color:#9ca3af;">${escapeHtml(FOOTER[language])}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}
