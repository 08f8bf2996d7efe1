import { ORGANIZATION_ROLES } from '@sanctions/contracts';
import type { OrganizationMember, OrganizationRole } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { useUpdateMember } from '../api/update-member';
import { useMembersErrorMessage } from '../lib/use-members-error-message';

interface ChangeRoleDialogProps {
  /** The member whose role changes; null keeps the dialog closed. */
  member: OrganizationMember | null;
  /** The viewer's own role: only an owner offers the owner role. */
  viewerRole: OrganizationRole;
  onClose: () => void;
}

/** Picks Owner (owners only), Admin or Member for one member. */
export function ChangeRoleDialog({ member, viewerRole, onClose }: ChangeRoleDialogProps) {
  const { t } = useTranslation('members');
  const errorMessage = useMembersErrorMessage();
  const update = useUpdateMember();
  const [role, setRole] = useState<OrganizationRole | null>(null);
  const roles = ORGANIZATION_ROLES.filter((value) => value !== 'owner' || viewerRole === 'owner');
  const selected = role ?? member?.organizationRole ?? 'member';

  function close() {
    setRole(null);
    onClose();
  }

  function save() {
    if (!member) return;
    update.mutate(
      { userId: member.id, body: { organizationRole: selected } },
      {
        onSuccess: () => {
          toast({ title: t('roleDialog.success'), variant: 'success' });
          close();
        },
        onError: (error) =>
          toast({
            title: t('roleDialog.failed'),
            description: errorMessage(error, t('roleDialog.failed')),
            variant: 'destructive',
          }),
      },
    );
  }

  const name = member ? `${member.firstName} ${member.lastName}` : '';
  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('roleDialog.title')}</DialogTitle>
          <DialogDescription>{t('roleDialog.description', { name })}</DialogDescription>
        </DialogHeader>
        <FormField id="member-role" label={t('roleDialog.role')} hint={t('roleDialog.ownerNote')}>
          {(describedBy) => (
            <NativeSelect
              id="member-role"
              value={selected}
              aria-describedby={describedBy}
              onChange={(event) => {
                const next = ORGANIZATION_ROLES.find((value) => value === event.target.value);
                if (next) setRole(next);
              }}
            >
              {roles.map((value) => (
                <option key={value} value={value}>
                  {t(`roles.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={close} disabled={update.isPending}>
            {t('roleDialog.cancel')}
          </Button>
          <Button
            type="button"
            onClick={save}
            disabled={update.isPending || selected === member?.organizationRole}
          >
            {update.isPending ? t('roleDialog.saving') : t('roleDialog.save')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
