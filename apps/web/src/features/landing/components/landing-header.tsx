import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/language-toggle';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import type { OpenSignIn } from './landing-page';

const SCROLL_OFFSET_PX = 10;
const ANCHORS = [
  { key: 'features', href: '#features' },
  { key: 'pricing', href: '#pricing' },
] as const;

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
        <a href="#top" className="shrink-0">
          <Logo />
        </a>
        <nav className="hidden items-center gap-1 md:flex">
          {ANCHORS.map((anchor) => (
            <a
              key={anchor.key}
              href={anchor.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              {t(`nav.${anchor.key}`)}
            </a>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageToggle />
          <Button
            variant="ghost"
            size="sm"
            className="hidden sm:inline-flex"
            onClick={() => onOpenSignIn('login')}
          >
            {t('nav.signIn')}
          </Button>
          <Button
            size="sm"
            className="hidden sm:inline-flex"
            onClick={() => onOpenSignIn('signup')}
          >
            {t('nav.startTrial')}
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
              <SheetTitle className="sr-only">{t('nav.openMenu')}</SheetTitle>
              <nav className="grid gap-1 pt-6">
                {ANCHORS.map((anchor) => (
                  <a
                    key={anchor.key}
                    href={anchor.href}
                    onClick={() => setIsMenuOpen(false)}
                    className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent"
                  >
                    {t(`nav.${anchor.key}`)}
                  </a>
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
              <Button
                onClick={() => {
                  setIsMenuOpen(false);
                  onOpenSignIn('signup');
                }}
              >
                {t('nav.startTrial')}
              </Button>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
