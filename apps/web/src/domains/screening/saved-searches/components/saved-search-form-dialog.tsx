import { SAVED_SEARCH_DESCRIPTION_MAX, SAVED_SEARCH_NAME_MAX } from '@sanctions/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NameDescriptionFields } from '@/components/name-description-fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface SavedSearchFormValues {
  name: string;
  description: string;
  isFavorite: boolean;
}

interface SavedSearchFormDialogProps {
  /** The values to start from; null closes the dialog. */
  initial: SavedSearchFormValues | null;
  mode: 'create' | 'rename';
  isPending: boolean;
  onSubmit: (values: SavedSearchFormValues) => void;
  onClose: () => void;
}

/** Name, description and favourite of a saved search: used to save one and to rename one. */
export function SavedSearchFormDialog({ initial, ...props }: SavedSearchFormDialogProps) {
  return (
    <Dialog open={initial !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className="sm:max-w-md">
        {/* Remounted per opening so the fields start from `initial` each time. */}
        {initial ? <SavedSearchForm initial={initial} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SavedSearchForm({
  initial,
  mode,
  isPending,
  onSubmit,
  onClose,
}: SavedSearchFormDialogProps & { initial: SavedSearchFormValues }) {
  const { t } = useTranslation('saved-searches');
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const name = values.name.trim();
  const nameError =
    name === ''
      ? t('validation.nameRequired')
      : name.length > SAVED_SEARCH_NAME_MAX
        ? t('validation.nameTooLong', { max: SAVED_SEARCH_NAME_MAX })
        : undefined;
  const descriptionError =
    values.description.trim().length > SAVED_SEARCH_DESCRIPTION_MAX
      ? t('validation.descriptionTooLong', { max: SAVED_SEARCH_DESCRIPTION_MAX })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled but React bubbles through portals: the search form around the
    // "Save search" button must not see this submit and screen.
    event.stopPropagation();
    setShowErrors(true);
    if (nameError === undefined && descriptionError === undefined) onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t(`dialog.${mode}Title`)}</DialogTitle>
        <DialogDescription>{t(`dialog.${mode}Description`)}</DialogDescription>
      </DialogHeader>
      <NameDescriptionFields
        idPrefix="saved-search"
        labels={{ name: t('dialog.name'), description: t('dialog.description') }}
        values={values}
        errors={{
          name: showErrors ? nameError : undefined,
          description: showErrors ? descriptionError : undefined,
        }}
        descriptionRows={3}
        onChange={(change) => setValues({ ...values, ...change })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.isFavorite}
          onChange={(event) => setValues({ ...values, isFavorite: event.target.checked })}
        />
        {t('dialog.favorite')}
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
