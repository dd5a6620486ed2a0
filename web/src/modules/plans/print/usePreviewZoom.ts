import { useSyncExternalStore } from 'react';
import { previewZoomOf } from '../rules/printPages.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The screen preview's zoom of the 志愿确认单, so a phone sees whole pages; printing ignores it. */
export function usePreviewZoom(): number {
  return useSyncExternalStore(subscribe, () => previewZoomOf(window.innerWidth));
}
