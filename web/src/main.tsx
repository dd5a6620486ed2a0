// First: zod must know it may not eval before any schema is built.
import '@zhihang/contract/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { followPageLeaving } from './app/pageLeaving.ts';
import { createAppRouter } from './app/router.tsx';
import { adoptTokenFromAddress, startSignedInPage } from './app/startSignedInPage.ts';
import { installVirtualRowTabbing } from './app/virtualRowTabbing.ts';
import { initI18n } from './base/i18n/i18n.ts';
import { queryClient } from './base/queryClient.ts';
import { useAppStore } from './base/stores/useAppStore.ts';
import './base/global.css';

// Every module of the entry has run: where a slow network's first paint (the loading screen) falls.
// `npm run bench:mainThread` with MAIN_THREAD_FROM=ready counts the main thread's tasks from here.
performance.mark('zhihang:entry-evaluated');
initI18n(useAppStore.getState().language);
installVirtualRowTabbing(document);
followPageLeaving(window);
adoptTokenFromAddress(window);
startSignedInPage(queryClient, window.location);
const router = createAppRouter();

// The first render as a transition: React then renders in slices and lets the browser paint and
// answer input between them, instead of blocking the page for the whole tree.
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
