import type { RecentSearch } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDateTime } from '@/lib/use-date-time';

function namesOf(search: RecentSearch): { latin: string; arabic: string } {
  return {
    latin: [search.names.first, search.names.last].filter((part) => part.trim() !== '').join(' '),
    arabic: search.names.arabic.trim(),
  };
}

/** Recent Activity: names, time, search type and a matches badge, red above 0 (spec 2.9). */
export function RecentSearches({ searches }: { searches: readonly RecentSearch[] }) {
  const { t } = useTranslation('usage');
  const { relative, dateTime } = useDateTime(t('justNow'));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('recent.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid divide-y">
          {searches.map((search) => {
            const { latin, arabic } = namesOf(search);
            return (
              <li
                key={search.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="grid min-w-0 gap-1">
                  {/* The row opens the stored screening in the history (issue 14). */}
                  <Link
                    to={paths.searchResults}
                    search={{ id: search.id }}
                    className="truncate text-sm font-medium hover:underline"
                  >
                    {latin}
                    {arabic ? (
                      <span lang="ar" dir="rtl">
                        {latin ? ' ' : ''}({arabic})
                      </span>
                    ) : null}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={search.timestamp} title={dateTime(search.timestamp)}>
                      {relative(search.timestamp)}
                    </time>
                    {' · '}
                    {t(`searchTypes.${search.searchType}`)}
                  </p>
                </div>
                <Badge
                  variant={search.matchesFound > 0 ? 'red' : 'secondary'}
                  data-testid="matches-badge"
                >
                  {t('recent.matches', { count: search.matchesFound })}
                </Badge>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
