import type { AdminUser, Role, SessionUser, UpdateUserBody } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { assignableRoles } from '../lib/assignable-roles';
import { parseEditValues, toEditValues } from '../lib/edit-user-form';
import type { EditUserField, EditUserValues } from '../lib/edit-user-form';

interface EditUserDialogProps {
  /** The user being edited; null keeps the dialog closed. Remount per user (key) to reset the form. */
  user: AdminUser | null;
  viewer: Pick<SessionUser, 'id' | 'role'>;
  isPending: boolean;
  onSave: (user: AdminUser, body: UpdateUserBody) => void;
  onClose: () => void;
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (message === null) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** Edit User (spec 2, 5): names, role, active, limits and notes; own role and active flag locked. */
export function EditUserDialog({ user, viewer, isPending, onSave, onClose }: EditUserDialogProps) {
  const { t } = useTranslation('users');
  const [values, setValues] = useState<EditUserValues | null>(user ? toEditValues(user) : null);
  const [invalid, setInvalid] = useState<EditUserField[]>([]);
  const isSelf = user?.id === viewer.id;
  // A super admin row keeps its role in the list even for a viewer who could not assign it.
  const roles: Role[] = assignableRoles(viewer.role);
  if (user && !roles.includes(user.role)) roles.unshift(user.role);

  const set = <K extends keyof EditUserValues>(key: K, value: EditUserValues[K]) =>
    setValues((current) => (current ? { ...current, [key]: value } : current));
  const errorOf = (field: EditUserField) =>
    invalid.includes(field) ? t(`edit.errors.${field}`) : null;
  const describedBy = (field: EditUserField) =>
    invalid.includes(field) ? `edit-user-${field}-error` : undefined;

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('edit.title')}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        {user && values ? (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              const parsed = parseEditValues(values);
              if (!parsed.success) {
                setInvalid(parsed.invalid);
                return;
              }
              setInvalid([]);
              onSave(user, parsed.body);
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="edit-user-first-name">{t('edit.firstName')}</Label>
                <Input
                  id="edit-user-first-name"
                  value={values.firstName}
                  aria-invalid={invalid.includes('firstName')}
                  aria-describedby={describedBy('firstName')}
                  onChange={(event) => set('firstName', event.target.value)}
                />
                <FieldError id="edit-user-firstName-error" message={errorOf('firstName')} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="edit-user-last-name">{t('edit.lastName')}</Label>
                <Input
                  id="edit-user-last-name"
                  value={values.lastName}
                  aria-invalid={invalid.includes('lastName')}
                  aria-describedby={describedBy('lastName')}
                  onChange={(event) => set('lastName', event.target.value)}
                />
                <FieldError id="edit-user-lastName-error" message={errorOf('lastName')} />
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="edit-user-role">{t('edit.role')}</Label>
              <NativeSelect
                id="edit-user-role"
                value={values.role}
                disabled={isSelf || isPending}
                onChange={(event) => {
                  const next = roles.find((role) => role === event.target.value);
                  if (next) set('role', next);
                }}
              >
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {t(`roleNames.${role}`)}
                  </option>
                ))}
              </NativeSelect>
              {isSelf ? (
                <p className="text-xs text-muted-foreground">{t('edit.ownRoleLocked')}</p>
              ) : null}
            </div>
            <div className="flex items-center gap-2">
              <input
                id="edit-user-active"
                type="checkbox"
                role="switch"
                className="size-4 accent-primary"
                checked={values.isActive}
                disabled={isSelf || isPending}
                onChange={(event) => set('isActive', event.target.checked)}
              />
              <Label htmlFor="edit-user-active">{t('edit.active')}</Label>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="edit-user-daily">{t('edit.dailyLimit')}</Label>
                <Input
                  id="edit-user-daily"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={values.maxSearchesPerDay}
                  aria-invalid={invalid.includes('maxSearchesPerDay')}
                  aria-describedby={describedBy('maxSearchesPerDay')}
                  onChange={(event) => set('maxSearchesPerDay', event.target.value)}
                />
                <FieldError
                  id="edit-user-maxSearchesPerDay-error"
                  message={errorOf('maxSearchesPerDay')}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="edit-user-monthly">{t('edit.monthlyLimit')}</Label>
                <Input
                  id="edit-user-monthly"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={values.maxSearchesPerMonth}
                  aria-invalid={invalid.includes('maxSearchesPerMonth')}
                  aria-describedby={describedBy('maxSearchesPerMonth')}
                  onChange={(event) => set('maxSearchesPerMonth', event.target.value)}
                />
                <FieldError
                  id="edit-user-maxSearchesPerMonth-error"
                  message={errorOf('maxSearchesPerMonth')}
                />
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="edit-user-notes">{t('edit.notes')}</Label>
              <Textarea
                id="edit-user-notes"
                rows={3}
                maxLength={2000}
                value={values.notes}
                onChange={(event) => set('notes', event.target.value)}
              />
              <FieldError id="edit-user-notes-error" message={errorOf('notes')} />
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
                {t('edit.cancel')}
              </Button>
              <Button type="submit" disabled={isPending}>
                {isPending ? t('edit.saving') : t('edit.save')}
              </Button>
            </div>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
