import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { SearchEvidence } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime } from '@/lib/date-time-format';
import { usePreferences } from '@/lib/preferences-query';

/** When, who, what was asked, against which list versions and with which algorithm. */
export function StoredSearchContext({ evidence }: { evidence: SearchEvidence }) {
  const { t } = useTranslation('search-history');
  const { data } = usePreferences();
  const display = data?.display ?? DEFAULT_PREFERENCES.display;
  const when = (value: string) => formatDateTime(new Date(value), display);
  const { query } = evidence;
  const who = evidence.searchedBy
    ? `${evidence.searchedBy.firstName} ${evidence.searchedBy.lastName}`.trim() ||
      evidence.searchedBy.email
    : t('deletedUser');
  const rows: { label: string; value: React.ReactNode }[] = [
    {
      label: t('stored.when'),
      value: <time dateTime={evidence.searchedAt}>{when(evidence.searchedAt)}</time>,
    },
    { label: t('stored.who'), value: <bdi>{who}</bdi> },
    { label: t('stored.searchType'), value: t(`searchTypes.${query.searchType}`) },
    { label: t('stored.lists'), value: t(`lists.${query.sanctionLists}`) },
  ];
  if (query.dateOfBirth)
    rows.push({
      label: t('stored.dateOfBirth'),
      value: formatCalendarDate(query.dateOfBirth, display.dateFormat),
    });
  if (query.nationality)
    rows.push({ label: t('stored.nationality'), value: <bdi>{query.nationality}</bdi> });
  rows.push(
    {
      label: t('stored.versions'),
      value:
        evidence.listVersions.length === 0 ? (
          t('stored.noVersions')
        ) : (
          <ul className="grid gap-0.5">
            {evidence.listVersions.map((version) => (
              <li key={`${version.sanctionList}:${String(version.versionId ?? '')}`}>
                {t(`lists.${version.sanctionList}`)}{' '}
                <span className="text-muted-foreground">
                  (
                  {version.publishedAt
                    ? t('stored.published', { date: when(version.publishedAt) })
                    : version.importedAt
                      ? t('stored.imported', { date: when(version.importedAt) })
                      : version.listSource}
                  )
                </span>
              </li>
            ))}
          </ul>
        ),
    },
    { label: t('stored.algorithm'), value: <bdi dir="ltr">{evidence.algorithm}</bdi> },
    {
      label: t('stored.searchId'),
      value: (
        <bdi dir="ltr" className="font-mono text-xs break-all">
          {evidence.searchId}
        </bdi>
      ),
    },
  );
  return (
    <section aria-label={t('stored.context')} className="rounded-md border p-4">
      <h2 className="mb-3 text-sm font-semibold">{t('stored.context')}</h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="min-w-0">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
