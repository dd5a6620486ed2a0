import { REQUEST_TIMEOUT_MS } from '@zhihang/contract/constants';
import { API_BASE_PATH } from './apiBase.ts';
import { createApiClient } from './createApiClient.ts';
import { feedback } from './feedback.ts';
import { i18n } from './i18n/i18n.ts';
import { keptAnswersStore } from './keptAnswersStore.ts';
import { navigation } from './navigation.ts';
import { useSessionStore } from './stores/useSessionStore.ts';

export const API_BASE = API_BASE_PATH;

/** The app's API client; every call of every domain goes through it. */
export const apiClient = createApiClient({
  baseUrl: API_BASE,
  timeoutMs: REQUEST_TIMEOUT_MS,
  fetch: (input, init) => fetch(input, init),
  getToken: () => useSessionStore.getState().token,
  notifyError: (text) => feedback.error(text),
  onUnauthorized: () => {
    useSessionStore.getState().clearToken('invalid');
    navigation.go('/');
  },
  texts: { timeout: () => i18n.t('errors.timeout'), network: () => i18n.t('errors.network') },
  revalidationStore: keptAnswersStore(),
});
