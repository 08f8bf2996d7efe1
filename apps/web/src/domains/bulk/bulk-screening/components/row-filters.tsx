import { BULK_ROW_STATUSES, RISK_LEVELS } from '@sanctions/contracts';
import type { BulkRowsQuery } from '@sanctions/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

type StatusFilter = BulkRowsQuery['status'];
type RiskFilter = BulkRowsQuery['risk'];

const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...BULK_ROW_STATUSES];
const RISK_FILTERS: readonly RiskFilter[] = ['all', ...RISK_LEVELS];

interface RowFiltersProps {
  status: StatusFilter;
  risk: RiskFilter;
  onChange: (filters: { status: StatusFilter; risk: RiskFilter }) => void;
}

/** Status and risk filters of the rows table. */
export function RowFilters({ status, risk, onChange }: RowFiltersProps) {
  const { t } = useTranslation('bulk');
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2 md:max-w-xl">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>{t('rows.statusFilter')}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status}
          onChange={(event) => {
            const value = STATUS_FILTERS.find((filter) => filter === event.target.value);
            if (value !== undefined) onChange({ status: value, risk });
          }}
        >
          {STATUS_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {filter === 'all' ? t('rows.allStatuses') : t(`rowStatuses.${filter}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-risk`}>{t('rows.riskFilter')}</Label>
        <NativeSelect
          id={`${id}-risk`}
          value={risk}
          onChange={(event) => {
            const value = RISK_FILTERS.find((filter) => filter === event.target.value);
            if (value !== undefined) onChange({ status, risk: value });
          }}
        >
          {RISK_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {filter === 'all' ? t('rows.allRisks') : t(`risks.${filter}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
