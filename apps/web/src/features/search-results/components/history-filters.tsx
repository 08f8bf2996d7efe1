import { SANCTION_LISTS, SCREENING_HISTORY_OUTCOMES } from '@sanctions/contracts';
import type { ScreeningHistoryUser } from '@sanctions/contracts';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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

const isListValue = (value: string): value is HistoryFilterState['list'] =>
  value === '' || SANCTION_LISTS.some((list) => list === value);
const isOutcomeValue = (value: string): value is HistoryFilterState['outcome'] =>
  value === '' || SCREENING_HISTORY_OUTCOMES.some((outcome) => outcome === value);

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
    <form
      className="grid gap-4"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="history-q">{t('filters.q')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="history-q"
            type="search"
            className="ps-9"
            placeholder={t('filters.qPlaceholder')}
            value={draft.q}
            maxLength={200}
            onChange={(event) => onChange({ ...draft, q: event.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor="history-from">{t('filters.from')}</Label>
          <Input
            id="history-from"
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => onChange({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="history-to">{t('filters.to')}</Label>
          <Input
            id="history-to"
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => onChange({ ...draft, to: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="history-list">{t('filters.list')}</Label>
          <NativeSelect
            id="history-list"
            value={draft.list}
            onChange={(event) => {
              const list = event.target.value;
              if (isListValue(list)) onChange({ ...draft, list });
            }}
          >
            <option value="">{t('filters.any')}</option>
            {SANCTION_LISTS.map((list) => (
              <option key={list} value={list}>
                {t(`lists.${list}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="history-outcome">{t('filters.outcome')}</Label>
          <NativeSelect
            id="history-outcome"
            value={draft.outcome}
            onChange={(event) => {
              const outcome = event.target.value;
              if (isOutcomeValue(outcome)) onChange({ ...draft, outcome });
            }}
          >
            <option value="">{t('filters.any')}</option>
            {SCREENING_HISTORY_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`outcomes.${outcome}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
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
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClear}>
          {t('filters.clear')}
        </Button>
        <Button type="submit">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}
