import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { SignInForm } from './sign-in-form';

export type SignInDialogMode = 'login' | 'signup';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Spec 2.2: the dialog opens on Sign In or Sign Up. */
  defaultMode?: SignInDialogMode;
  /** Runs after sign-in instead of going to the screening page. */
  onSignedIn?: () => void;
}

/** The landing page's sign-in dialog; choosing Sign Up goes to /signup and closes it. */
export function SignInDialog({
  open,
  onOpenChange,
  defaultMode = 'login',
  onSignedIn,
}: SignInDialogProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  function goToSignUp() {
    onOpenChange(false);
    void navigate({ to: paths.signup });
  }

  function handleTabChange(tab: string) {
    if (tab === 'signup') goToSignUp();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue={defaultMode} onValueChange={handleTabChange} className="grid gap-4">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">{t('dialog.signInTab')}</TabsTrigger>
            <TabsTrigger value="signup">{t('dialog.signUpTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <SignInForm onSignedIn={onSignedIn} showSignUpLink={false} />
          </TabsContent>
          <TabsContent value="signup" className="grid gap-4">
            <p className="text-sm text-muted-foreground">{t('dialog.signUpDescription')}</p>
            <Button onClick={goToSignUp}>{t('dialog.signUpButton')}</Button>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
