import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Direction } from 'radix-ui';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';

function DirectionProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [dir, setDir] = useState(() => i18n.dir());
  useEffect(() => {
    const update = () => setDir(i18n.dir());
    i18n.on('languageChanged', update);
    return () => i18n.off('languageChanged', update);
  }, [i18n]);
  // Radix menus, tabs and toasts read the direction from context rather than from <html dir>.
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}

interface AppProviderProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** Query cache, translations, text direction, session and toasts. */
export function AppProvider({ queryClient, i18n, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DirectionProvider i18n={i18n}>
          <AuthProvider>
            {children}
            {/* Outside the router so a toast outlives navigation and route errors. */}
            <Toaster />
          </AuthProvider>
        </DirectionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
