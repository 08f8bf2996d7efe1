import type { PartyListing } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatCalendarDate } from '@/lib/date-time-format';
import type { DateFormat } from '@/lib/date-time-format';

interface PartyListingsProps {
  listings: readonly PartyListing[];
  /** The user's date pattern (spec 2.12). */
  dateFormat: DateFormat;
}

/** Every listing of one party: list, programme(s) and date listed, one line each (issue 25 §3). */
export function PartyListings({ listings, dateFormat }: PartyListingsProps) {
  const { t } = useTranslation('search');
  return (
    <ul className="grid gap-1.5" aria-label={t('groups.listings')}>
      {listings.map((listing) => (
        <li
          key={`${listing.sanctionList}:${listing.sourceId}`}
          className="grid justify-items-start gap-0.5"
        >
          <Badge variant="outline">{t(`listFilters.${listing.sanctionList}`)}</Badge>
          <span className="text-xs text-muted-foreground">
            {[
              listing.programmes.length > 0 ? listing.programmes.join(', ') : null,
              listing.listedOn
                ? t('groups.listedOn', {
                    date: formatCalendarDate(listing.listedOn, dateFormat),
                  })
                : null,
            ]
              .filter((part) => part !== null)
              .map((part) => (
                <bdi key={part} className="block">
                  {part}
                </bdi>
              ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
