import { DEFAULT_THEME_COLOR } from '@zhihang/contract/constants';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type SettingsState = {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  setSetting: <K extends 'theme' | 'tagsView' | 'fixedHeader' | 'sidebarLogo'>(key: K, value: SettingsState[K]) => void;
};

/** Layout preferences from the settings drawer, persisted in localStorage. */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      theme: DEFAULT_THEME_COLOR,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      setSetting: (key, value) => set({ [key]: value }),
    }),
    {
      name: 'zhihang-settings',
      partialize: ({ theme, tagsView, fixedHeader, sidebarLogo }) => ({ theme, tagsView, fixedHeader, sidebarLogo }),
    },
  ),
);
