import { ALERT_AGE_FILTERS, RISK_LEVELS } from '@sanctions/contracts';
import type { AlertAgeFilter, RiskLevel, SanctionList } from '@sanctions/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/filters/choice-select';
import { FilterForm } from '@/components/filters/filter-form';
import { SearchField } from '@/components/filters/search-field';
import { useOfferedLists } from '@/domains/lists';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { useReviewers } from '../api/cases-api';

export interface QueueFilters {
  search: string;
  risk: RiskLevel | '';
  list: SanctionList | '';
  /** '' any, 'me', 'unassigned' or a colleague's id. */
  assignee: string;
  age: AlertAgeFilter | '';
}

export const NO_FILTERS: QueueFilters = { search: '', risk: '', list: '', assignee: '', age: '' };

/** How many filters narrow the queue: the count on the phone's Filters toggle. */
export function activeFilterCount(filters: QueueFilters): number {
  return Object.values(filters).filter((value) => value.trim() !== '').length;
}

/**
 * The queue's filters: drafts until Apply, so a half-typed search never refetches the queue. On a phone
 * they fold behind a Filters toggle naming how many apply, so the first alert is not ~600 px down
 * (issue 23 §6); from sm up they are always open.
 */
export function AlertQueueFilters({
  applied,
  onApply,
}: {
  applied: QueueFilters;
  onApply: (filters: QueueFilters) => void;
}) {
  const { t } = useTranslation('cases');
  const [draft, setDraft] = useState(applied);
  // The lists served right now; a list already chosen stays offered.
  const lists = useOfferedLists([draft.list, applied.list]);
  const reviewers = useReviewers();
  const [expanded, setExpanded] = useState(false);
  const formId = useId();
  const set = (patch: Partial<QueueFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const active = activeFilterCount(applied);

  return (
    <div className="grid gap-4">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={expanded}
        aria-controls={formId}
        onClick={() => setExpanded((open) => !open)}
      >
        {active > 0 ? t('filters.toggleActive', { count: active }) : t('filters.toggle')}
      </Button>
      <FilterForm
        id={formId}
        label={t('filters.label')}
        applyLabel={t('filters.apply')}
        clearLabel={t('filters.clear')}
        onApply={() => onApply(draft)}
        onClear={() => {
          setDraft(NO_FILTERS);
          onApply(NO_FILTERS);
        }}
        className={cn('grid-cols-1 sm:grid-cols-2 lg:grid-cols-5', !expanded && 'max-sm:hidden')}
        actionsClassName="sm:col-span-2 lg:col-span-5"
      >
        <SearchField
          id="cases-search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={draft.search}
          maxLength={200}
          onChange={(search) => set({ search })}
        />
        <ChoiceSelect
          id="cases-risk"
          label={t('filters.risk')}
          value={draft.risk}
          choices={RISK_LEVELS}
          choiceLabel={(risk) => t(`risk.${risk}`)}
          anyLabel={t('filters.any')}
          onChange={(risk) => set({ risk })}
        />
        <ChoiceSelect
          id="cases-list"
          label={t('filters.list')}
          value={draft.list}
          choices={lists}
          choiceLabel={(list) => t(`lists.${list}`)}
          anyLabel={t('filters.any')}
          onChange={(list) => set({ list })}
        />
        <div className="grid gap-2">
          <Label htmlFor="cases-assignee">{t('filters.assignee')}</Label>
          <NativeSelect
            id="cases-assignee"
            value={draft.assignee}
            onChange={(event) => set({ assignee: event.target.value })}
          >
            <option value="">{t('filters.any')}</option>
            <option value="me">{t('filters.me')}</option>
            <option value="unassigned">{t('filters.unassigned')}</option>
            {(reviewers.data ?? []).map((colleague) => (
              <option key={colleague.id} value={colleague.id}>
                {colleague.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <ChoiceSelect
          id="cases-age"
          label={t('filters.age')}
          value={draft.age}
          choices={ALERT_AGE_FILTERS}
          choiceLabel={(age) => t(`ages.${age}`)}
          anyLabel={t('filters.any')}
          onChange={(age) => set({ age })}
        />
      </FilterForm>
    </div>
  );
}
