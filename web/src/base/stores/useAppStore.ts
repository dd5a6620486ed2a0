import Cookies from 'js-cookie';
import { create } from 'zustand';
import { resolveLanguage, type Language } from '../i18n/resolveLanguage.ts';
import { layoutOf, type Device } from './layoutOf.ts';

export type { Device };
export type UiSize = 'large' | 'medium' | 'small';

const SIDEBAR_COOKIE = 'sidebarStatus';
const LANGUAGE_COOKIE = 'language';
const SIZE_COOKIE = 'size';
const UI_SIZES: readonly UiSize[] = ['large', 'medium', 'small'];

function initialSize(): UiSize {
  const stored = Cookies.get(SIZE_COOKIE);
  return UI_SIZES.find((size) => size === stored) ?? 'medium';
}

function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

type AppState = {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  /** Body narrower than 900 px: the navbar shows text-only entries. */
  narrowNavbar: boolean;
  language: Language;
  size: UiSize;
  toggleSidebar: () => void;
  closeSidebar: (withoutAnimation: boolean) => void;
  setLayout: (layout: { device: Device; narrowNavbar: boolean }) => void;
  setLanguage: (language: Language) => void;
  setSize: (size: UiSize) => void;
};

/**
 * The layout the window's width gives before anything is laid out, so the first render is drawn
 * for the right device; the body's width, observed once laid out, corrects it (it leaves out the
 * scrollbar).
 */
const initialLayout = layoutOf(typeof window === 'undefined' ? 1440 : window.innerWidth);

/** Console UI state: sidebar (cookie 1/0), device, language and component size (cookies). */
export const useAppStore = create<AppState>()((set, get) => ({
  // A phone opens with the sidebar shut, as a window narrowed to a phone's width shuts it.
  sidebar:
    initialLayout.device === 'mobile'
      ? { opened: false, withoutAnimation: true }
      : { opened: Cookies.get(SIDEBAR_COOKIE) !== '0', withoutAnimation: false },
  device: initialLayout.device,
  narrowNavbar: initialLayout.narrowNavbar,
  language: resolveLanguage(Cookies.get(LANGUAGE_COOKIE), browserLocales()),
  size: initialSize(),
  toggleSidebar: () => {
    const opened = !get().sidebar.opened;
    Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0');
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSidebar: (withoutAnimation) => {
    Cookies.set(SIDEBAR_COOKIE, '0');
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  setLayout: ({ device, narrowNavbar }) => set({ device, narrowNavbar }),
  setLanguage: (language) => {
    Cookies.set(LANGUAGE_COOKIE, language);
    set({ language });
  },
  setSize: (size) => {
    Cookies.set(SIZE_COOKIE, size);
    set({ size });
  },
}));
