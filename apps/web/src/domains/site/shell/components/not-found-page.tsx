import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * Any path no route answers (spec: "404 Page Not Found"). A signed-in user is led back to screening;
 * a visitor to the landing page or the sign-in page, since signing in would not make the page exist.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {user ? (
          <Button asChild>
            <Link to={paths.screening}>{t('notFound.goHome')}</Link>
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link to={paths.home}>{t('notFound.visitorHome')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.login}>{t('notFound.signIn')}</Link>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
