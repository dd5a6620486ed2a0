import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './KnowledgeDetail.module.css';

export type MissingIdNoticeProps = { title: string };

/**
 * A detail page opened without a valid id (a hand-typed or cut-off address): says what is missing
 * and leads back to the knowledge base, without asking the server anything.
 */
export function MissingIdNotice({ title }: MissingIdNoticeProps) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" className={styles.card} data-testid="missing-id">
      <Result
        status="warning"
        title={title}
        subTitle={t('knowledge.missingIdHint')}
        extra={
          <Link to="/edu/knowledge">
            <Button type="primary">{t('knowledge.backToKnowledge')}</Button>
          </Link>
        }
      />
    </Card>
  );
}
