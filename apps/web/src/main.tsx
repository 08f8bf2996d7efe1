import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()} i18n={createI18n()}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
