import { CLEARANCE_STATES } from '@sanctions/contracts';
import type { ClearanceState, SanctionList } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/filters/choice-select';
import { FilterForm } from '@/components/filters/filter-form';
import { SearchField } from '@/components/filters/search-field';
import { useOfferedLists } from '@/domains/lists';

export interface ClearanceFilters {
  q: string;
  list: SanctionList | '';
  state: ClearanceState | '';
}

export const NO_CLEARANCE_FILTERS: ClearanceFilters = { q: '', list: '', state: '' };

/** The whitelist's filters: subject or entry text, list and state; drafts until Apply. */
export function ClearanceFiltersForm({
  applied,
  onApply,
}: {
  applied: ClearanceFilters;
  onApply: (filters: ClearanceFilters) => void;
}) {
  const { t } = useTranslation('cases');
  const [draft, setDraft] = useState(applied);
  // The lists served right now; a list already chosen stays offered.
  const lists = useOfferedLists([draft.list, applied.list]);
  const set = (patch: Partial<ClearanceFilters>) =>
    setDraft((current) => ({ ...current, ...patch }));
  return (
    <FilterForm
      label={t('clearances.filtersLabel')}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft(NO_CLEARANCE_FILTERS);
        onApply(NO_CLEARANCE_FILTERS);
      }}
      className="grid-cols-1 sm:grid-cols-3"
      actionsClassName="sm:col-span-3"
    >
      <SearchField
        id="clearances-search"
        label={t('filters.search')}
        placeholder={t('clearances.searchPlaceholder')}
        value={draft.q}
        maxLength={200}
        onChange={(q) => set({ q })}
      />
      <ChoiceSelect
        id="clearances-list"
        label={t('filters.list')}
        value={draft.list}
        choices={lists}
        choiceLabel={(list) => t(`lists.${list}`)}
        anyLabel={t('filters.any')}
        onChange={(list) => set({ list })}
      />
      <ChoiceSelect
        id="clearances-state"
        label={t('clearances.state')}
        value={draft.state}
        choices={CLEARANCE_STATES}
        choiceLabel={(state) => t(`clearances.states.${state}`)}
        anyLabel={t('filters.any')}
        onChange={(state) => set({ state })}
      />
    </FilterForm>
  );
}
