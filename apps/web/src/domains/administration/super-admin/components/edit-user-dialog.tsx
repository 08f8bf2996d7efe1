import { ROLES } from '@sanctions/contracts';
import type { AdminUser, Role, UpdateUserBody } from '@sanctions/contracts';
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

interface EditUserDialogProps {
  user: AdminUser | null;
  /** The viewer's own row: role and active are not theirs to change. */
  isSelf: boolean;
  isPending: boolean;
  onSave: (user: AdminUser, body: UpdateUserBody) => void;
  onClose: () => void;
}

function EditUserForm({
  user,
  isSelf,
  isPending,
  onSave,
  onClose,
}: Omit<EditUserDialogProps, 'user'> & { user: AdminUser }) {
  const { t } = useTranslation('super-admin');
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    maxSearchesPerDay: String(user.maxSearchesPerDay ?? ''),
    maxSearchesPerMonth: String(user.maxSearchesPerMonth ?? ''),
    notes: user.notes ?? '',
    reason: '',
  });
  const daily = Number.parseInt(values.maxSearchesPerDay, 10);
  const monthly = Number.parseInt(values.maxSearchesPerMonth, 10);
  const isValid =
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    Number.isInteger(daily) &&
    daily >= 0 &&
    Number.isInteger(monthly) &&
    monthly >= 0;

  const text = (name: 'firstName' | 'lastName' | 'email', type = 'text') => (
    <div className="grid gap-2">
      <Label htmlFor={`edit-${name}`}>{t(`edit.${name}`)}</Label>
      <Input
        id={`edit-${name}`}
        type={type}
        required
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </div>
  );
  const limit = (name: 'maxSearchesPerDay' | 'maxSearchesPerMonth', label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`edit-${name}`}>{label}</Label>
      <Input
        id={`edit-${name}`}
        type="number"
        min={0}
        step={1}
        required
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </div>
  );

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isValid) return;
        onSave(user, {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          ...(isSelf ? {} : { role: values.role, isActive: values.isActive }),
          maxSearchesPerDay: daily,
          maxSearchesPerMonth: monthly,
          notes: values.notes.trim() === '' ? null : values.notes,
          ...(values.reason.trim() === '' ? {} : { reason: values.reason.trim() }),
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName')}
        {text('lastName')}
      </div>
      {text('email', 'email')}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="edit-role">{t('edit.role')}</Label>
          <NativeSelect
            id="edit-role"
            value={values.role}
            disabled={isSelf || isPending}
            onChange={(event) => {
              const role = ROLES.find((candidate) => candidate === event.target.value);
              if (role) setValues({ ...values, role });
            }}
          >
            {ROLES.map((role: Role) => (
              <option key={role} value={role}>
                {t(`edit.roles.${role}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2 pt-6">
          <input
            id="edit-active"
            type="checkbox"
            className="size-4 accent-primary"
            checked={values.isActive}
            disabled={isSelf || isPending}
            onChange={(event) => setValues({ ...values, isActive: event.target.checked })}
          />
          <Label htmlFor="edit-active">{t('edit.active')}</Label>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {limit('maxSearchesPerDay', t('edit.dailyLimit'))}
        {limit('maxSearchesPerMonth', t('edit.monthlyLimit'))}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-notes">{t('edit.notes')}</Label>
        <Textarea
          id="edit-notes"
          rows={3}
          maxLength={2000}
          value={values.notes}
          onChange={(event) => setValues({ ...values, notes: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-reason">{t('edit.reason')}</Label>
        <Input
          id="edit-reason"
          maxLength={500}
          value={values.reason}
          onChange={(event) => setValues({ ...values, reason: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!isValid || isPending}>
          {isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}

/** Edit User (spec 2): names, e-mail, role (super_admin offered: the viewer is a super admin), active, limits, notes. */
export function EditUserDialog(props: EditUserDialogProps) {
  const { t } = useTranslation('super-admin');
  const { user, onClose } = props;
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('edit.title')}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        {user ? <EditUserForm key={user.id} {...props} user={user} /> : null}
      </DialogContent>
    </Dialog>
  );
}
