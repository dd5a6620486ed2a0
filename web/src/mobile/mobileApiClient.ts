import { REQUEST_TIMEOUT_MS } from '@zhihang/contract/constants';
import { API_BASE_PATH } from '../base/apiBase.ts';
import { createApiClient } from '../base/createApiClient.ts';
import { i18n } from '../base/i18n/i18nInstance.ts';
import { keptAnswersStore } from '../base/keptAnswersStore.ts';
import { useSessionStore } from '../base/stores/useSessionStore.ts';
import { takeEarlyAnswer } from './early/earlyAnswers.ts';
import { mobileToast } from './mobileToast.ts';
import { mobileHistory } from './router/mobileHistory.ts';
import { MOBILE_PATHS } from './router/mobileRoutes.ts';

/**
 * The student pages' instance of the app's one API client: the same envelope, token and timeout
 * handling, with errors shown as a light toast instead of the console's messages.
 */
export const mobileApiClient = createApiClient({
  baseUrl: API_BASE_PATH,
  timeoutMs: REQUEST_TIMEOUT_MS,
  // The opened page's first calls may already be on their way, asked for by the document.
  fetch: (input, init) => takeEarlyAnswer(String(input), init) ?? fetch(input, init),
  getToken: () => useSessionStore.getState().token,
  notifyError: (text) => mobileToast(text),
  // Code 401: the token is cleared and the student area's root shows the signed-out notice (no
  // reload, which would ask again without a token and loop).
  onUnauthorized: () => {
    useSessionStore.getState().clearToken('invalid');
    mobileHistory.replace(MOBILE_PATHS.university);
  },
  texts: { timeout: () => i18n.t('errors.timeout'), network: () => i18n.t('errors.network') },
  revalidationStore: keptAnswersStore(),
});
