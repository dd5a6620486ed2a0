import { REQUEST_TIMEOUT_MS } from '@zhihang/contract/constants';
import { API_BASE_PATH } from '../../../base/apiBase.ts';
import { createApiClient } from '../../../base/createApiClient.ts';
import { i18n } from '../../../base/i18n/i18n.ts';
import { createPlanApi } from '../planCalls.ts';

/**
 * The public report's calls: no token, and errors are not flashed as messages — the page shows
 * the server's answer (one for a wrong link or code, 链接或访问码不正确…) as its own state instead.
 */
export const publicReportApi = createPlanApi(
  createApiClient({
    baseUrl: API_BASE_PATH,
    timeoutMs: REQUEST_TIMEOUT_MS,
    fetch: (input, init) => fetch(input, init),
    getToken: () => null,
    notifyError: () => undefined,
    onUnauthorized: () => undefined,
    texts: { timeout: () => i18n.t('errors.timeout'), network: () => i18n.t('errors.network') },
  }),
);
