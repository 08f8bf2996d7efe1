import type { WatchlistMatch } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFormatters } from '../lib/use-formatters';
import { Fact } from './fact';

interface WatchlistSectionProps {
  matches: readonly WatchlistMatch[];
  /** An action on one hit (the cases feature's "Decide this hit"), shown under it. */
  renderAction?: ((match: WatchlistMatch) => ReactNode) | undefined;
}

/**
 * Hits on the organisation's own watchlists (ADR 042), apart from the official sanctions hits: each names
 * the watchlist it is on, and the row's reference and reason as the organisation wrote them.
 */
export function WatchlistSection({ matches, renderAction }: WatchlistSectionProps) {
  const { t, i18n } = useTranslation('search');
  const { number } = useFormatters();
  if (matches.length === 0) return null;
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <section
      aria-labelledby="watchlist-matches-title"
      className="border-t px-4 py-4"
      data-testid="watchlist-matches"
    >
      <h3 id="watchlist-matches-title" className="text-base font-semibold">
        {t('watchlist.title', { formatted: number(matches.length) })}
      </h3>
      <p role="note" className="mt-1 text-sm text-muted-foreground">
        {t('watchlist.notice')}
      </p>
      <ul className="mt-3 grid gap-3">
        {matches.map((match) => (
          <li
            key={`${match.watchlist.id}:${match.entry.id}`}
            aria-label={match.entry.name}
            className="min-w-0 rounded-md border p-3"
          >
            <div className="flex flex-wrap items-center gap-2">
              <bdi className="font-medium break-words">{match.entry.name}</bdi>
              <Badge variant="secondary">
                {t('watchlist.onList', { name: match.watchlist.name })}
              </Badge>
              <Badge variant="outline">
                {t('watchlist.confidence', { formatted: number(match.confidence) })}
              </Badge>
            </div>
            <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
              {match.entry.reference !== null ? (
                <Fact label={t('watchlist.reference')} value={match.entry.reference} />
              ) : null}
              {match.entry.aliases.length > 0 ? (
                <Fact label={t('watchlist.aliases')} value={match.entry.aliases.join('; ')} />
              ) : null}
              {match.entry.dateOfBirth !== null ? (
                <Fact label={t('watchlist.born')} value={match.entry.dateOfBirth} />
              ) : null}
              {match.entry.nationality !== null ? (
                <Fact label={t('watchlist.nationality')} value={match.entry.nationality} />
              ) : null}
              {match.entry.reason !== null ? (
                <Fact label={t('watchlist.reason')} value={match.entry.reason} />
              ) : null}
            </dl>
            <p className="mt-2 text-sm text-muted-foreground">{match.analysis[language]}</p>
            {renderAction ? (
              <div className="mt-2 flex flex-wrap justify-end gap-2">{renderAction(match)}</div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
