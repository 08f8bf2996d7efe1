import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** Signs out (locally even when the server call fails) and returns to the sign-in page. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation('auth');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    const isServerSignedOut = await signOut();
    toast(
      isServerSignedOut
        ? {
            title: t('toast.loggedOutTitle'),
            description: t('toast.loggedOutMessage'),
            variant: 'success',
          }
        : {
            title: t('toast.logoutFailed'),
            description: t('toast.logoutFailedMessage'),
            variant: 'destructive',
          },
    );
    await navigate({ to: paths.login });
  };
}
