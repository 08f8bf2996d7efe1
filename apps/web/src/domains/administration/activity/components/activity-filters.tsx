import { ACTIVITY_TYPES } from '@sanctions/contracts';
import type { ActivityType } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/filters/date-range-fields';
import { FilterForm } from '@/components/filters/filter-form';
import { SearchField } from '@/components/filters/search-field';
import type { ActivityFilterState } from '../lib/activity-params';

interface ActivityFiltersProps {
  draft: ActivityFilterState;
  onChange: (draft: ActivityFilterState) => void;
  onApply: () => void;
  onClear: () => void;
}

/** Text search, type checkboxes, From/To dates, Clear Filters and Apply (spec 2.10). */
export function ActivityFilters({ draft, onChange, onApply, onClear }: ActivityFiltersProps) {
  const { t } = useTranslation('activity');
  const toggleType = (type: ActivityType, isChecked: boolean) =>
    onChange({
      ...draft,
      types: isChecked ? [...draft.types, type] : draft.types.filter((item) => item !== type),
    });

  return (
    <FilterForm
      label={t('filters.label')}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      onApply={onApply}
      onClear={onClear}
    >
      <SearchField
        id="activity-search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={draft.search}
        onChange={(search) => onChange({ ...draft, search })}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('filters.types')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ACTIVITY_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={draft.types.includes(type)}
                onChange={(event) => toggleType(type, event.target.checked)}
              />
              {t(`types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateRangeFields
          idPrefix="activity"
          fromLabel={t('filters.from')}
          toLabel={t('filters.to')}
          from={draft.from}
          to={draft.to}
          onChange={(range) => onChange({ ...draft, ...range })}
        />
      </div>
    </FilterForm>
  );
}
