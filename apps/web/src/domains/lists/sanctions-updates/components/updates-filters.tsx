import { SANCTION_LISTS } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/filters/choice-select';
import { DateRangeFields } from '@/components/filters/date-range-fields';
import { FilterForm } from '@/components/filters/filter-form';
import type { UpdatesFilterState } from '../api/list-updates';

interface UpdatesFiltersProps {
  draft: UpdatesFilterState;
  onChange: (draft: UpdatesFilterState) => void;
  onApply: () => void;
  onClear: () => void;
}

/** List and publication date range. */
export function UpdatesFilters({ draft, onChange, onApply, onClear }: UpdatesFiltersProps) {
  const { t } = useTranslation('sanctions-updates');
  return (
    <FilterForm
      label={t('filters.label')}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      onApply={onApply}
      onClear={onClear}
      className="sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <ChoiceSelect
        id="updates-list"
        label={t('filters.list')}
        value={draft.list}
        choices={SANCTION_LISTS}
        choiceLabel={(list) => t(`lists.${list}`)}
        anyLabel={t('filters.allLists')}
        onChange={(list) => onChange({ ...draft, list })}
      />
      <DateRangeFields
        idPrefix="updates"
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        from={draft.from}
        to={draft.to}
        onChange={(range) => onChange({ ...draft, ...range })}
      />
    </FilterForm>
  );
}
