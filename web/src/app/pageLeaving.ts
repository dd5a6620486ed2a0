let leaving = false;

/**
 * Follows whether the page is being left. When the browser leaves a page it fails the page's
 * open requests, after `pagehide`, and their error handlers still run: a failure seen then is the
 * page going away, not the server refusing. A page restored from the back-forward cache is
 * current again (`pageshow`).
 */
export function followPageLeaving(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('pagehide', () => {
    leaving = true;
  });
  target.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** True between the page's `pagehide` and a later `pageshow`. */
export function isPageBeingLeft(): boolean {
  return leaving;
}
