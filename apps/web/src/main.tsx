import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { useAuthStore } from './features/auth/auth-store';
import { startThemeSync } from './features/theme/theme-store';
import './app/global.css';

// Before the first render: the stored theme is on <html> (no flash of the wrong theme, and no
// inline script, which the CSP forbids), and a visitor without a stored session is already
// known to be anonymous, so public pages render their links at once.
startThemeSync();
void useAuthStore.getState().initialize();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
