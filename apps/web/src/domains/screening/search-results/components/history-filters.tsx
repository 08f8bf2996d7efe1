import { SANCTION_LISTS, SCREENING_HISTORY_OUTCOMES } from '@sanctions/contracts';
import type { ScreeningHistoryUser } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/filters/choice-select';
import { DateRangeFields } from '@/components/filters/date-range-fields';
import { FilterForm } from '@/components/filters/filter-form';
import { SearchField } from '@/components/filters/search-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { HistoryFilterState } from '../lib/history-params';

interface HistoryFiltersProps {
  draft: HistoryFilterState;
  /** The organisation's members; the user filter shows only when there are any (owners and admins). */
  members: readonly ScreeningHistoryUser[];
  onChange: (draft: HistoryFilterState) => void;
  onApply: () => void;
  onClear: () => void;
}

/** Name search, date range, list, outcome and (for owners and admins) user. */
export function HistoryFilters({
  draft,
  members,
  onChange,
  onApply,
  onClear,
}: HistoryFiltersProps) {
  const { t } = useTranslation('search-history');
  return (
    <FilterForm
      label={t('filters.label')}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      onApply={onApply}
      onClear={onClear}
      actionsClassName="justify-end"
    >
      <SearchField
        id="history-q"
        label={t('filters.q')}
        placeholder={t('filters.qPlaceholder')}
        value={draft.q}
        maxLength={200}
        onChange={(q) => onChange({ ...draft, q })}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <DateRangeFields
          idPrefix="history"
          fromLabel={t('filters.from')}
          toLabel={t('filters.to')}
          from={draft.from}
          to={draft.to}
          onChange={(range) => onChange({ ...draft, ...range })}
        />
        <ChoiceSelect
          id="history-list"
          label={t('filters.list')}
          value={draft.list}
          choices={SANCTION_LISTS}
          choiceLabel={(list) => t(`lists.${list}`)}
          anyLabel={t('filters.any')}
          onChange={(list) => onChange({ ...draft, list })}
        />
        <ChoiceSelect
          id="history-outcome"
          label={t('filters.outcome')}
          value={draft.outcome}
          choices={SCREENING_HISTORY_OUTCOMES}
          choiceLabel={(outcome) => t(`outcomes.${outcome}`)}
          anyLabel={t('filters.any')}
          onChange={(outcome) => onChange({ ...draft, outcome })}
        />
        {members.length > 0 ? (
          <div className="grid gap-2">
            <Label htmlFor="history-user">{t('filters.user')}</Label>
            <NativeSelect
              id="history-user"
              value={draft.userId}
              onChange={(event) => onChange({ ...draft, userId: event.target.value })}
            >
              <option value="">{t('filters.anyone')}</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
    </FilterForm>
  );
}
