import type { PartyGroup } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import type { DateFormat } from '@/lib/date-time-format';
import { DetailSection } from './detail-section';
import { PartyListings } from './party-listings';

const REASON_KINDS = [
  'un_reference',
  'imo_number',
  'passport',
  'national_id',
  'registration_number',
  'wikidata_id',
  'name_birth_nationality',
] as const;
type ReasonKind = (typeof REASON_KINDS)[number] | 'other';

function reasonKind(kind: string): ReasonKind {
  return REASON_KINDS.find((known) => known === kind) ?? 'other';
}

/**
 * The detail dialog's view of the party (issue 25 §3): every listing, and why the records were grouped,
 * in the reader's language, naming the records ("un:IQi.001") that share each value.
 */
export function PartyGroupSection({
  group,
  dateFormat,
}: {
  group: PartyGroup | undefined;
  dateFormat: DateFormat;
}) {
  const { t } = useTranslation('search');
  if (group === undefined) return null;
  return (
    <DetailSection title={t('groups.allListings')}>
      <div className="grid gap-3">
        <PartyListings listings={group.listings} dateFormat={dateFormat} />
        <div className="grid gap-1">
          <span className="text-sm font-medium">{t('groups.why')}</span>
          <ul className="grid gap-0.5 text-sm text-muted-foreground">
            {group.reasons.map((reason) => (
              <li key={`${reason.kind}:${reason.text}`} title={reason.text}>
                {t(`groups.reasons.${reasonKind(reason.kind)}`)}
                {': '}
                <bdi>{reason.members.join(', ')}</bdi>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </DetailSection>
  );
}
