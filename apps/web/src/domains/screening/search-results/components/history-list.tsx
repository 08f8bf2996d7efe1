import type { ScreeningHistoryItem } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { searchedName } from '../lib/searched-name';

interface HistoryListProps {
  searches: readonly ScreeningHistoryItem[];
  /** Shows who ran each search (organisation scope). */
  showUser: boolean;
  dateTime: (value: string) => string;
}

const RISK_BADGE = { high: 'red', medium: 'orange', low: 'blue' } as const;

function ResultBadge({ search }: { search: ScreeningHistoryItem }) {
  const { t, i18n } = useTranslation('search-history');
  if (search.matchesFound === 0) return <Badge variant="secondary">{t('clearBadge')}</Badge>;
  const formatted = new Intl.NumberFormat(i18n.language).format(search.matchesFound);
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant={search.topRisk ? RISK_BADGE[search.topRisk] : 'red'}>
        {t('matches', { count: search.matchesFound, formatted })}
      </Badge>
      {search.topRisk ? (
        <span className="text-xs text-muted-foreground">
          {t('topRisk', { risk: t(`risk.${search.topRisk}`) })}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The history rows: one grid that reads as a table from `md` up and as stacked cards on a phone; the
 * name links to the stored result.
 */
export function HistoryList({ searches, showUser, dateTime }: HistoryListProps) {
  const { t } = useTranslation('search-history');
  const columns = showUser
    ? 'md:grid-cols-[11rem_minmax(0,1fr)_7rem_minmax(0,12rem)_minmax(0,9rem)_2rem]'
    : 'md:grid-cols-[11rem_minmax(0,1fr)_7rem_minmax(0,12rem)_2rem]';
  return (
    <div className="rounded-md border">
      <div
        aria-hidden="true"
        className={`hidden gap-4 border-b bg-muted/50 px-4 py-2 text-sm font-medium text-muted-foreground md:grid ${columns}`}
      >
        <span>{t('columns.when')}</span>
        <span>{t('columns.names')}</span>
        <span>{t('columns.lists')}</span>
        <span>{t('columns.result')}</span>
        {showUser ? <span>{t('columns.user')}</span> : null}
        <span />
      </div>
      <ul aria-label={t('title')} className="divide-y">
        {searches.map((search) => {
          const name = searchedName(search);
          return (
            <li
              key={search.id}
              data-testid="history-row"
              className={`relative grid gap-2 px-4 py-3 text-sm hover:bg-accent md:items-center md:gap-4 ${columns}`}
            >
              <time dateTime={search.createdAt} className="text-muted-foreground">
                {dateTime(search.createdAt)}
              </time>
              <span className="min-w-0">
                <Link
                  to={paths.searchResults}
                  search={{ id: search.id }}
                  aria-label={t('openSearch', { name })}
                  className="font-medium break-words after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
                >
                  <bdi>{name}</bdi>
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {t(`searchTypes.${search.searchType}`)}
                </span>
              </span>
              <span>
                <Badge variant="outline">{t(`lists.${search.sanctionLists}`)}</Badge>
              </span>
              <ResultBadge search={search} />
              {showUser ? (
                <span className="truncate text-muted-foreground">
                  <bdi>{search.user?.name ?? t('deletedUser')}</bdi>
                </span>
              ) : null}
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
