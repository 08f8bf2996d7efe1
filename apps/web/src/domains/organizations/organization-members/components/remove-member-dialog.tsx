import type { OrganizationMember } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useRemoveMember } from '../api/remove-member';
import { useMembersErrorMessage } from '../lib/use-members-error-message';

/** Confirms removing a member, saying what happens to the account, its sessions and its history. */
export function RemoveMemberDialog({
  member,
  onClose,
}: {
  member: OrganizationMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('members');
  const errorMessage = useMembersErrorMessage();
  const remove = useRemoveMember();

  function confirm() {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast({ title: t('removeDialog.success'), variant: 'success' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: t('removeDialog.failed'),
          description: errorMessage(error, t('removeDialog.failed')),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('removeDialog.title')}</DialogTitle>
          <DialogDescription>
            {t('removeDialog.description', {
              name: member ? `${member.firstName} ${member.lastName}` : '',
              email: member?.email ?? '',
            })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('removeDialog.cancel')}
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('removeDialog.removing') : t('removeDialog.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
