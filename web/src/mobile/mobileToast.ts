import { ERROR_MESSAGE_MS } from '@zhihang/contract/constants';
import styles from './mobileToast.module.css';

let current: HTMLElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** A message at the top of the phone screen (errors stay 7 s, spec §8); a new one replaces it. */
export function mobileToast(text: string, durationMs: number = ERROR_MESSAGE_MS): void {
  current?.remove();
  if (timer) clearTimeout(timer);
  const toast = document.createElement('div');
  toast.className = styles.toast ?? '';
  toast.setAttribute('role', 'alert');
  toast.textContent = text;
  document.body.append(toast);
  current = toast;
  timer = setTimeout(() => toast.remove(), durationMs);
}
