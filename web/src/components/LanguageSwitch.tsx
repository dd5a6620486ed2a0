import { TranslationOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../base/stores/useAppStore.ts';

export type LanguageSwitchProps = { className?: string };

/** Toggles the UI language between 简体中文 and English (cookie; antd and dayjs follow). */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const setLanguage = useAppStore((state) => state.setLanguage);
  const other = language === 'zh' ? 'en' : 'zh';

  return (
    <Tooltip title={t(`language.${other}`)}>
      <Button
        type="text"
        className={className}
        icon={<TranslationOutlined />}
        aria-label={`${t('nav.language')}: ${t(`language.${other}`)}`}
        onClick={() => setLanguage(other)}
      >
        {language === 'zh' ? '中' : 'EN'}
      </Button>
    </Tooltip>
  );
}
