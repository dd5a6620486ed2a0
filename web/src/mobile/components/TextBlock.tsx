import { useTranslation } from 'react-i18next';
import styles from './detail.module.css';

/** Plain text of a detail field, or 暂无信息 when it is empty. */
export function TextBlock({ text }: { text: string | null | undefined }) {
  const { t } = useTranslation();
  const value = (text ?? '').trim();
  return <p className={styles.text}>{value || t('mobileKnowledge.noInfo')}</p>;
}
