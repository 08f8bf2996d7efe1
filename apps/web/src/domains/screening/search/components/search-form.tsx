import { zodResolver } from '@hookform/resolvers/zod';
import { SANCTION_LIST_FILTERS, SANCTION_LISTS, SEARCH_TYPES } from '@sanctions/contracts';
import type { SanctionList, SanctionListFilter, SearchRequest } from '@sanctions/contracts';
import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { SearchDefaults } from '../api/get-search-defaults';
import { searchFormSchema } from '../lib/search-form-schema';
import type { SearchFormInput, SearchFormValues } from '../lib/search-form-schema';
import { useSearchMessage } from '../lib/search-messages';
import { NativeSelect } from './native-select';

const EMPTY_FORM: SearchFormInput = {
  firstName: '',
  lastName: '',
  arabicName: '',
  dateOfBirth: '',
  nationality: '',
  searchType: 'fuzzy',
  sanctionLists: 'all',
};

interface SearchFormProps {
  isSearching: boolean;
  /** Why searching is blocked now (limit used, subscription inactive); disables Search and says why. */
  blockedReason?: string | null;
  /**
   * Lists not loaded yet (no active version): searching them is refused, so Search is disabled with
   * the reason while the chosen list (or, for all lists, every list) is among them.
   */
  missingLists?: readonly SanctionList[];
  /**
   * Lists served right now: the list filter offers only these (and "all"), so it names the lists actually
   * screened. Undefined while unknown: every list is offered.
   */
  servedLists?: readonly SanctionList[];
  /** The user's saved defaults; applied once, and only while the form is untouched. */
  defaults?: SearchDefaults;
  onSearch: (values: SearchFormValues, setError: UseFormSetError<SearchFormInput>) => void;
  /** A query to put in the form and submit (a saved search run again); a new `nonce` runs it again. */
  fill?: { query: SearchRequest; nonce: number } | null;
  /** An action beside Search (e.g. "Save search"), given the form's query once it validates. */
  renderExtraAction?: (getQuery: () => Promise<SearchRequest | null>) => ReactNode;
}

/**
 * Which refusal the server would give for `chosen` (its require-index rule): 'all' when no list is
 * loaded, the chosen list when only it is missing, else null.
 */
function unavailableListReason(
  missing: readonly SanctionList[],
  served: readonly SanctionList[] | undefined,
  chosen: SanctionListFilter,
): SanctionListFilter | null {
  const nothingServed =
    served === undefined ? missing.length === SANCTION_LISTS.length : served.length === 0;
  if (nothingServed) return 'all';
  return chosen !== 'all' && missing.includes(chosen) ? chosen : null;
}

/**
 * "All lists", then the served lists. A chosen or saved-default list that is not served stays, so the form
 * never changes it unseen (Search then says the list is not loaded).
 */
function listChoices(
  served: readonly SanctionList[] | undefined,
  kept: readonly (SanctionListFilter | undefined)[],
): readonly SanctionListFilter[] {
  if (served === undefined) return SANCTION_LIST_FILTERS;
  return SANCTION_LIST_FILTERS.filter(
    (list) => list === 'all' || kept.includes(list) || served.includes(list),
  );
}

/** Spec 2.4 search card form: names, date of birth, nationality, search type and list. */
export function SearchForm({
  isSearching,
  blockedReason: limitReason = null,
  missingLists = [],
  servedLists,
  defaults,
  onSearch,
  fill,
  renderExtraAction,
}: SearchFormProps) {
  const { t } = useTranslation('search');
  const translate = useSearchMessage();
  const form = useForm<SearchFormInput, unknown, SearchFormValues>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: EMPTY_FORM,
  });
  // Read during render so that react-hook-form keeps them current for the defaults below.
  const { errors, dirtyFields, touchedFields } = form.formState;

  // The saved defaults reach only the two option fields, once, and only a field the analyst has not
  // changed or visited: a late preferences reply never replaces what was typed or chosen (issue 23).
  const hasAppliedDefaults = useRef(false);
  useEffect(() => {
    if (!defaults || hasAppliedDefaults.current) return;
    hasAppliedDefaults.current = true;
    for (const field of ['searchType', 'sanctionLists'] as const) {
      if (dirtyFields[field] === true || touchedFields[field] === true) continue;
      form.setValue(field, defaults[field]);
    }
  }, [defaults, form, dirtyFields, touchedFields]);

  const onSubmit = form.handleSubmit((values) => onSearch(values, form.setError));

  const chosenList = useWatch({ control: form.control, name: 'sanctionLists' }) ?? 'all';
  const listReason = unavailableListReason(missingLists, servedLists, chosenList);
  const blockedReason =
    limitReason ??
    (listReason === null
      ? null
      : listReason === 'all'
        ? t('form.blocked.noLists')
        : t('form.blocked.listMissing', { list: t(`listFilters.${listReason}`) }));

  useEffect(() => {
    if (!fill) return;
    form.reset({
      ...EMPTY_FORM,
      ...fill.query,
      dateOfBirth: fill.query.dateOfBirth ?? '',
      nationality: fill.query.nationality ?? '',
    });
    void onSubmit();
    // Runs once per fill (its nonce); onSubmit changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fill]);

  // Validates like Search does (errors shown on the fields) and answers the query, or null.
  const getQuery = async (): Promise<SearchRequest | null> => {
    if (!(await form.trigger())) return null;
    const parsed = searchFormSchema.safeParse(form.getValues());
    return parsed.success ? parsed.data : null;
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label={t('form.title')}>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField
          id="search-first-name"
          label={t('form.firstName')}
          error={translate(errors.firstName?.message)}
        >
          {(describedBy) => (
            <Input
              id="search-first-name"
              autoComplete="off"
              placeholder={t('form.firstNamePlaceholder')}
              aria-invalid={errors.firstName !== undefined}
              aria-describedby={describedBy}
              {...form.register('firstName')}
            />
          )}
        </FormField>
        <FormField
          id="search-last-name"
          label={t('form.lastName')}
          error={translate(errors.lastName?.message)}
        >
          {(describedBy) => (
            <Input
              id="search-last-name"
              autoComplete="off"
              placeholder={t('form.lastNamePlaceholder')}
              aria-invalid={errors.lastName !== undefined}
              aria-describedby={describedBy}
              {...form.register('lastName')}
            />
          )}
        </FormField>
        <FormField
          id="search-arabic-name"
          label={t('form.arabicName')}
          error={translate(errors.arabicName?.message)}
        >
          {(describedBy) => (
            <Input
              id="search-arabic-name"
              dir="rtl"
              lang="ar"
              autoComplete="off"
              placeholder={t('form.arabicNamePlaceholder')}
              aria-invalid={errors.arabicName !== undefined}
              aria-describedby={describedBy}
              {...form.register('arabicName')}
            />
          )}
        </FormField>
        <FormField
          id="search-date-of-birth"
          label={t('form.dateOfBirth')}
          hint={t('form.dateOfBirthHint')}
          error={translate(errors.dateOfBirth?.message)}
        >
          {(describedBy) => (
            <Input
              id="search-date-of-birth"
              dir="ltr"
              inputMode="numeric"
              placeholder="YYYY-MM-DD"
              aria-invalid={errors.dateOfBirth !== undefined}
              aria-describedby={describedBy}
              {...form.register('dateOfBirth')}
            />
          )}
        </FormField>
        <FormField
          id="search-nationality"
          label={t('form.nationality')}
          hint={t('form.nationalityHint')}
          error={translate(errors.nationality?.message)}
        >
          {(describedBy) => (
            <Input
              id="search-nationality"
              placeholder={t('form.nationalityPlaceholder')}
              aria-invalid={errors.nationality !== undefined}
              aria-describedby={describedBy}
              {...form.register('nationality')}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="search-type" label={t('form.searchType')}>
            {() => (
              <NativeSelect id="search-type" {...form.register('searchType')}>
                {SEARCH_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`searchTypes.${type}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="search-list" label={t('form.sanctionList')}>
            {() => (
              <NativeSelect id="search-list" {...form.register('sanctionLists')}>
                {listChoices(servedLists, [chosenList, defaults?.sanctionLists]).map((list) => (
                  <option key={list} value={list}>
                    {t(`listFilters.${list}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      </div>
      {blockedReason !== null ? (
        <p id="search-blocked-reason" className="text-end text-sm text-destructive">
          {blockedReason}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {renderExtraAction?.(getQuery)}
        <Button
          type="submit"
          size="lg"
          disabled={isSearching || blockedReason !== null}
          aria-describedby={blockedReason !== null ? 'search-blocked-reason' : undefined}
          className="w-full sm:w-auto"
        >
          <Search aria-hidden="true" />
          {isSearching ? t('form.searching') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
