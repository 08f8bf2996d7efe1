import type { ListUpdateVersion } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useListDate } from '../lib/use-list-date';
import { ChangeCounts } from './change-counts';

interface VersionListProps {
  versions: readonly ListUpdateVersion[];
  dateTime: (value: string) => string;
}

const COLUMNS = 'md:grid-cols-[minmax(0,14rem)_8rem_minmax(0,11rem)_6rem_minmax(0,1fr)_6rem_1rem]';

/** The versions: a table from `md` up, stacked cards on a phone; each opens its changes. */
export function VersionList({ versions, dateTime }: VersionListProps) {
  const { t, i18n } = useTranslation('sanctions-updates');
  const listDate = useListDate();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="rounded-md border">
      <div
        aria-hidden="true"
        className={`hidden gap-4 border-b bg-muted/50 px-4 py-2 text-sm font-medium text-muted-foreground md:grid ${COLUMNS}`}
      >
        <span>{t('columns.list')}</span>
        <span>{t('columns.published')}</span>
        <span>{t('columns.imported')}</span>
        <span>{t('columns.entries')}</span>
        <span>{t('columns.changes')}</span>
        <span>{t('columns.status')}</span>
        <span />
      </div>
      <ul aria-label={t('title')} className="divide-y">
        {versions.map((version) => {
          const published = version.publishedAt ? listDate(version.publishedAt) : t('notStated');
          return (
            <li
              key={version.id}
              data-testid="list-version-row"
              className={`relative grid gap-2 px-4 py-3 text-sm hover:bg-accent md:items-center md:gap-4 ${COLUMNS}`}
            >
              <span className="min-w-0">
                <Link
                  to={paths.sanctionsUpdates}
                  search={{ version: version.id }}
                  aria-label={t('openVersion', { list: version.listSource, date: published })}
                  className="font-medium break-words after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
                >
                  <bdi>{version.listSource}</bdi>
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {t(`lists.${version.sanctionList}`)}
                </span>
              </span>
              <span>
                <span className="text-muted-foreground md:hidden">{t('columns.published')}: </span>
                {published}
              </span>
              <span className="text-muted-foreground">
                <span className="md:hidden">{t('columns.imported')}: </span>
                {version.importedAt ? dateTime(version.importedAt) : t('notStated')}
              </span>
              <span className="tabular-nums">
                <span className="text-muted-foreground md:hidden">{t('columns.entries')}: </span>
                {number.format(version.entryCount)}
              </span>
              <ChangeCounts version={version} />
              <span>
                <Badge variant={version.status === 'active' ? 'blue' : 'outline'}>
                  {t(`status.${version.status}`)}
                </Badge>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="hidden size-4 text-muted-foreground md:block rtl:rotate-180"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
