import { SANCTION_LIST_FILTERS, SEARCH_TYPES } from '@sanctions/contracts';
import type { SanctionListFilter, SearchType } from '@sanctions/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useOfferedLists } from '@/domains/lists';

export interface BulkOptionValues {
  searchType: SearchType;
  sanctionLists: SanctionListFilter;
  minConfidence: number;
}

export const DEFAULT_BULK_OPTIONS: BulkOptionValues = {
  searchType: 'fuzzy',
  sanctionLists: 'all',
  minConfidence: 70,
};

export const MIN_CONFIDENCE_RANGE = { min: 50, max: 100 } as const;

export function isConfidenceInRange(value: number): boolean {
  return (
    Number.isInteger(value) &&
    value >= MIN_CONFIDENCE_RANGE.min &&
    value <= MIN_CONFIDENCE_RANGE.max
  );
}

function isSearchType(value: string): value is SearchType {
  return SEARCH_TYPES.some((type) => type === value);
}

function isListFilter(value: string): value is SanctionListFilter {
  return SANCTION_LIST_FILTERS.some((list) => list === value);
}

interface BulkOptionsProps {
  values: BulkOptionValues;
  onChange: (values: BulkOptionValues) => void;
}

/** Search type, lists and minimum confidence: the same choices as a single search. */
export function BulkOptions({ values, onChange }: BulkOptionsProps) {
  const { t } = useTranslation('bulk');
  const id = useId();
  // "All lists", then the lists served right now (as the search form), the current choice kept.
  const lists: readonly SanctionListFilter[] = ['all', ...useOfferedLists([values.sanctionLists])];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>{t('options.searchType')}</Label>
        <NativeSelect
          id={`${id}-type`}
          value={values.searchType}
          onChange={(event) => {
            const value = event.target.value;
            if (isSearchType(value)) onChange({ ...values, searchType: value });
          }}
        >
          {SEARCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`searchTypes.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-lists`}>{t('options.lists')}</Label>
        <NativeSelect
          id={`${id}-lists`}
          value={values.sanctionLists}
          onChange={(event) => {
            const value = event.target.value;
            if (isListFilter(value)) onChange({ ...values, sanctionLists: value });
          }}
        >
          {lists.map((list) => (
            <option key={list} value={list}>
              {t(`lists.${list}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-confidence`}>{t('options.minConfidence')}</Label>
        <Input
          id={`${id}-confidence`}
          type="number"
          inputMode="numeric"
          min={MIN_CONFIDENCE_RANGE.min}
          max={MIN_CONFIDENCE_RANGE.max}
          step={1}
          value={Number.isNaN(values.minConfidence) ? '' : values.minConfidence}
          aria-describedby={`${id}-confidence-hint`}
          onChange={(event) => onChange({ ...values, minConfidence: event.target.valueAsNumber })}
        />
        <p id={`${id}-confidence-hint`} className="text-xs text-muted-foreground">
          {t('options.minConfidenceHint')}
        </p>
      </div>
    </div>
  );
}
