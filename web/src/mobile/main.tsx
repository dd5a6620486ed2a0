import { QueryClientProvider } from '@tanstack/react-query';
import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../base/i18n/i18nInstance.ts';
import { initMobileI18n } from '../base/i18n/mobileI18n.ts';
import { queryClient } from '../base/queryClient.ts';
import { useAppStore } from '../base/stores/useAppStore.ts';
import { adoptTokenFromUrl } from './adoptTokenFromUrl.ts';
import { MobileApp } from './MobileApp.tsx';
import { mobileHistory } from './router/mobileHistory.ts';
import './mobile.css';

// The student pages (/mp-student/*): React, antd-mobile and plain CSS, none of the console's libraries.
adoptTokenFromUrl(window.location, window.history);
mobileHistory.start();
// antd-mobile's toasts and dialogs render through React 19's root API.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
// Only the student pages' messages; English is fetched first when the interface is in English.
void initMobileI18n(useAppStore.getState().language).then(() => {
  document.title = i18n.t('mobileHome.pageTitle');
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MobileApp />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});
