import { ENTRY_VESSEL_FIELDS } from '@sanctions/contracts';
import type { EntryVessel } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { DetailList, DetailSection } from './detail-section';

/** The ship facts of a vessel hit; nothing at all for records whose list published none. */
export function VesselSection({ vessel }: { vessel: EntryVessel | undefined }) {
  const { t } = useTranslation('search');
  if (vessel === undefined) return null;
  return (
    <DetailSection title={t('details.vessel')}>
      <DetailList
        emptyText={t('details.none')}
        items={ENTRY_VESSEL_FIELDS.map((field) => {
          const value = vessel[field];
          // Values are published in Latin script; <bdi> keeps "99,144" or "T2EU4" intact in Arabic text.
          return { label: t(`vesselFields.${field}`), value: value ? <bdi>{value}</bdi> : null };
        })}
      />
    </DetailSection>
  );
}
