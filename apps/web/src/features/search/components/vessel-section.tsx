import type { EntryVessel } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { DetailList, DetailSection } from './detail-section';

const VESSEL_FIELDS = [
  'imoNumber',
  'callSign',
  'type',
  'flag',
  'tonnage',
  'grossRegisteredTonnage',
  'owner',
] as const satisfies readonly (keyof EntryVessel)[];

/** The ship facts of a vessel hit; nothing at all for records whose list published none. */
export function VesselSection({ vessel }: { vessel: EntryVessel | undefined }) {
  const { t } = useTranslation('search');
  if (vessel === undefined) return null;
  return (
    <DetailSection title={t('details.vessel')}>
      <DetailList
        emptyText={t('details.none')}
        items={VESSEL_FIELDS.map((field) => {
          const value = vessel[field];
          // Values are published in Latin script; <bdi> keeps "99,144" or "T2EU4" intact in Arabic text.
          return { label: t(`vesselFields.${field}`), value: value ? <bdi>{value}</bdi> : null };
        })}
      />
    </DetailSection>
  );
}
