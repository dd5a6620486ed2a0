/** The message the print page posts to its parent once its content is on the page. */
export const PRINT_READY_MESSAGE = 'zhihang:print-ready';

/**
 * Prints a page through a hidden frame (spec §2): the frame loads the print page, which says
 * when it is ready; the frame's own print dialog then opens and the frame goes afterwards.
 */
export function printInHiddenFrame(url: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  const cleanup = () => {
    window.removeEventListener('message', handleMessage);
    setTimeout(() => frame.remove(), 1000);
  };
  const handleMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.data !== PRINT_READY_MESSAGE) return;
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    cleanup();
  };
  window.addEventListener('message', handleMessage);
  frame.src = url;
  document.body.appendChild(frame);
}
