import { CheckOutlined } from '@ant-design/icons';
import { THEME_PRESET_COLORS } from '@zhihang/contract/constants';
import { Drawer, Segmented, Switch } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { useAppStore, type UiSize } from '../../base/stores/useAppStore.ts';
import { useSettingsStore } from '../../base/stores/useSettingsStore.ts';
import styles from './SettingsDrawer.module.css';

export type SettingsDrawerProps = { open: boolean; onClose: () => void };

/** Long enough for the loading message to be read while every component recolours. */
const RECOLOUR_MESSAGE_MS = 600;

/** Layout settings: theme colour (8 presets), tags view, fixed header, sidebar logo, size. */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation();
  const settings = useSettingsStore();
  const size = useAppStore((state) => state.size);
  const setSize = useAppStore((state) => state.setSize);

  const handleTheme = (color: string) => {
    if (color === settings.theme) return;
    const hide = feedback.loading(t('settings.compiling'), 'theme');
    settings.setSetting('theme', color);
    // Close once the new theme has been painted.
    requestAnimationFrame(() => requestAnimationFrame(() => window.setTimeout(hide, RECOLOUR_MESSAGE_MS)));
  };

  const toggles = [
    { key: 'tagsView', label: t('settings.tagsView') },
    { key: 'fixedHeader', label: t('settings.fixedHeader') },
    { key: 'sidebarLogo', label: t('settings.sidebarLogo') },
  ] as const;

  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} size={320} placement="right">
      <section className={styles.section}>
        <h3 className={styles.heading}>{t('settings.theme')}</h3>
        <div className={styles.swatches} role="radiogroup" aria-label={t('settings.theme')}>
          {THEME_PRESET_COLORS.map((color) => {
            const selected = color.toLowerCase() === settings.theme.toLowerCase();
            return (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={color}
                title={color}
                className={`${styles.swatch} ${selected ? styles.swatchSelected : ''}`}
                style={{ background: color, '--swatch': color } as CSSProperties}
                onClick={() => handleTheme(color)}
              >
                {selected ? <CheckOutlined /> : null}
              </button>
            );
          })}
        </div>
        <div className={styles.preview}>
          <span className={styles.previewBar} />
          <span className={styles.previewText}>{t('settings.preview')}</span>
          <code>{settings.theme}</code>
        </div>
      </section>
      <section className={styles.section}>
        {toggles.map((toggle) => (
          <label key={toggle.key} className={styles.row}>
            <span>{toggle.label}</span>
            <Switch checked={settings[toggle.key]} onChange={(checked) => settings.setSetting(toggle.key, checked)} />
          </label>
        ))}
        <div className={styles.row}>
          <span>{t('settings.size')}</span>
          <Segmented<UiSize>
            aria-label={t('settings.size')}
            size="small"
            value={size}
            onChange={setSize}
            options={[
              { value: 'large', label: t('settings.sizeLarge') },
              { value: 'medium', label: t('settings.sizeMedium') },
              { value: 'small', label: t('settings.sizeSmall') },
            ]}
          />
        </div>
      </section>
    </Drawer>
  );
}
