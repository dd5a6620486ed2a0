import { ERROR_MESSAGE_MS } from '@zhihang/contract/constants';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

let messageApi: MessageInstance = message;

/**
 * Messages for the whole app, also from outside React (the API client, the route guard). The
 * app binds antd's context-aware message instance at start; the static one is only a fallback.
 */
export const feedback = {
  bind(api: MessageInstance): void {
    messageApi = api;
  },
  /** Error text for 7 seconds; the same text shown twice replaces itself instead of stacking. */
  error(text: string): void {
    void messageApi.open({ type: 'error', content: text, key: `error:${text}`, duration: ERROR_MESSAGE_MS / 1000 });
  },
  success(text: string): void {
    void messageApi.success(text);
  },
  warning(text: string): void {
    void messageApi.warning(text);
  },
  /** A loading message that stays until the returned function closes it. */
  loading(text: string, key: string): () => void {
    void messageApi.open({ type: 'loading', content: text, key, duration: 0 });
    return () => messageApi.destroy(key);
  },
};
