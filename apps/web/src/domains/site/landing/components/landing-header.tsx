import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { LandingLanguageToggle } from './landing-language-toggle';
import type { OpenSignIn } from './landing-page';
import { SectionLink } from './section-link';

/** Spec 9: the header turns translucent once the page has scrolled more than this. */
const SCROLL_OFFSET_PX = 10;
const ANCHORS = ['features', 'pricing'] as const;

export function LandingHeader({ onOpenSignIn }: { onOpenSignIn: OpenSignIn }) {
  const { t } = useTranslation('landing');
  const isScrolled = useScrolledPast(SCROLL_OFFSET_PX);
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  return (
    <header
      data-scrolled={isScrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-colors',
        isScrolled ? 'border-b bg-background/80 shadow-sm backdrop-blur' : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4">
        <SectionLink section="top" className="shrink-0" aria-label={t('nav.home')}>
          <Logo />
        </SectionLink>
        <nav aria-label={t('nav.label')} className="hidden items-center gap-1 md:flex">
          {ANCHORS.map((anchor) => (
            <SectionLink
              key={anchor}
              section={anchor}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              {t(`nav.${anchor}`)}
            </SectionLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LandingLanguageToggle />
          <Button
            variant="ghost"
            size="sm"
            className="hidden sm:inline-flex"
            onClick={() => onOpenSignIn('login')}
          >
            {t('nav.signIn')}
          </Button>
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={paths.signup}>{t('nav.startTrial')}</Link>
          </Button>
          <Sheet open={isMenuOpen} onOpenChange={setIsMenuOpen}>
            <SheetTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="md:hidden"
                aria-label={t('nav.openMenu')}
              >
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent aria-describedby={undefined}>
              <SheetTitle className="sr-only">{t('nav.menuTitle')}</SheetTitle>
              <nav aria-label={t('nav.label')} className="grid gap-1 pt-6">
                {ANCHORS.map((anchor) => (
                  <SectionLink
                    key={anchor}
                    section={anchor}
                    onClick={() => setIsMenuOpen(false)}
                    className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent"
                  >
                    {t(`nav.${anchor}`)}
                  </SectionLink>
                ))}
              </nav>
              <Button
                variant="outline"
                onClick={() => {
                  setIsMenuOpen(false);
                  onOpenSignIn('login');
                }}
              >
                {t('nav.signIn')}
              </Button>
              <Button asChild>
                <Link to={paths.signup} onClick={() => setIsMenuOpen(false)}>
                  {t('nav.startTrial')}
                </Link>
              </Button>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
