import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../app/i18n/i18n.ts';
import { useAppStore } from '../app/stores/useAppStore.ts';
import { adoptTokenFromUrl } from './adoptTokenFromUrl.ts';
import { MobileApp } from './MobileApp.tsx';
import './mobile.css';

// The student pages (/mp-student/*): React and plain CSS only, none of the console's libraries.
adoptTokenFromUrl(window.location, window.history);
initI18n(useAppStore.getState().language);
document.title = i18n.t('mobileHome.pageTitle');

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <MobileApp pathname={window.location.pathname} />
    </I18nextProvider>
  </StrictMode>,
);
