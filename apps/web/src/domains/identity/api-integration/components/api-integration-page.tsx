import { API_KEY_SCOPES, DEFAULT_API_KEY_RATE_LIMIT } from '@sanctions/contracts';
import type { ApiKeyScope } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { ExternalLink, KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useKeyHint } from '../api/get-key-hint';
import { ENVELOPE_EXAMPLE, curlExamples, exampleKey } from '../lib/curl-examples';
import { CodeBlock } from './code-block';

const SCOPE_ROUTES: Record<ApiKeyScope, string> = {
  search: 'POST /api/v2/search',
  bulk: '/api/v2/bulk-search',
  monitoring: '/api/v2/monitoring',
};

const linkClass =
  'inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline';

/**
 * Header names, envelope fields and query values inside the guide's sentences (`<code>` in the texts):
 * typed as they are in any language, and kept left to right inside Arabic sentences.
 */
const PROTOCOL_CODE = {
  code: <code dir="ltr" className="rounded bg-muted px-1 font-mono text-xs" />,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 gap-3" aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Wraps Latin text in an LTR isolate so it reads correctly inside an Arabic sentence. */
const isolate = (text: string) => `\u2066${text}\u2069`;

/** /api-integration: how to call the API with a key, with curl examples using the user's own key prefix. */
export function ApiIntegrationPage() {
  const { t } = useTranslation('api-keys');
  const hint = useKeyHint();
  const keyHint = hint.data ?? null;
  const examples = curlExamples(window.location.origin, exampleKey(keyHint?.prefix ?? null));

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8">
      <PageHeader title={t('integration.title')} description={t('integration.description')} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={paths.apiKeys} className={linkClass}>
          <KeyRound className="size-4" aria-hidden="true" />
          {t('integration.keysLink')}
        </Link>
        <a href="/api/docs" target="_blank" rel="noreferrer" className={linkClass}>
          <ExternalLink className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('integration.docsLink')}
        </a>
      </div>
      {hint.isPending ? null : (
        <Alert variant="info" role="status" data-testid="key-hint">
          <KeyRound aria-hidden="true" />
          <AlertDescription className="grid gap-1">
            {keyHint ? (
              <span>
                {t('integration.yourKey', { key: isolate(`${keyHint.prefix}…${keyHint.last4}`) })}
              </span>
            ) : (
              <span>
                {t('integration.noKey')}{' '}
                <Link to={paths.apiKeys} className="font-medium underline">
                  {t('integration.createKey')}
                </Link>
              </span>
            )}
            <span>{t('integration.placeholderNote')}</span>
          </AlertDescription>
        </Alert>
      )}
      <Section title={t('integration.authTitle')}>
        <p className="text-sm leading-relaxed">
          <Trans t={t} i18nKey="integration.authBody" components={PROTOCOL_CODE} />
        </p>
      </Section>
      <Section title={t('integration.scopesTitle')}>
        <p className="text-sm">{t('integration.scopesBody')}</p>
        <ul className="grid gap-2 text-sm">
          {API_KEY_SCOPES.map((scope) => (
            <li key={scope} className="grid gap-0.5 rounded-md border p-3">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t(`scopes.${scope}`)}</span>
                <code dir="ltr" className="break-all font-mono text-xs text-muted-foreground">
                  {scope} · {SCOPE_ROUTES[scope]}
                </code>
              </span>
              <span className="text-muted-foreground">{t(`scopeDescriptions.${scope}`)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('integration.rateTitle')}>
        <p className="text-sm leading-relaxed">
          <Trans
            t={t}
            i18nKey="integration.rateBody"
            values={{ limit: DEFAULT_API_KEY_RATE_LIMIT }}
            components={PROTOCOL_CODE}
          />
        </p>
      </Section>
      <Section title={t('integration.envelopeTitle')}>
        <p className="text-sm leading-relaxed">
          <Trans t={t} i18nKey="integration.envelopeBody" components={PROTOCOL_CODE} />
        </p>
        <CodeBlock title={t('integration.envelopeTitle')} code={ENVELOPE_EXAMPLE} />
      </Section>
      <Section title={t('integration.examplesTitle')}>
        <div className="grid gap-6">
          <div className="grid min-w-0 gap-2">
            <h3 className="font-medium">{t('integration.searchTitle')}</h3>
            <CodeBlock title={t('integration.searchTitle')} code={examples.search} />
          </div>
          <div className="grid min-w-0 gap-2">
            <h3 className="font-medium">{t('integration.bulkTitle')}</h3>
            <p className="text-sm text-muted-foreground">{t('integration.bulkBody')}</p>
            <CodeBlock title={t('integration.bulkTitle')} code={examples.bulk} />
          </div>
          <div className="grid min-w-0 gap-2">
            <h3 className="font-medium">{t('integration.statusTitle')}</h3>
            <CodeBlock title={t('integration.statusTitle')} code={examples.status} />
          </div>
          <div className="grid min-w-0 gap-2">
            <h3 className="font-medium">{t('integration.resultsTitle')}</h3>
            <p className="text-sm text-muted-foreground">
              <Trans t={t} i18nKey="integration.resultsBody" components={PROTOCOL_CODE} />
            </p>
            <CodeBlock title={t('integration.resultsTitle')} code={examples.results} />
          </div>
        </div>
      </Section>
    </div>
  );
}
