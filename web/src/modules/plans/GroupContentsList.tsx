import type { GroupContents } from '@zhihang/contract/enrollment/group-contents.schema';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';

export type GroupContentsListProps = { contents: GroupContents | null; limit?: number };

/** The majors inside a group its plan book lists as one row, and the year they were seen in. */
export function GroupContentsList({ contents, limit = 6 }: GroupContentsListProps) {
  const { t } = useTranslation();
  if (!contents || contents.majors.length === 0) return null;
  const shown = contents.majors.slice(0, limit);
  const rest = contents.majors.length - shown.length;
  const source =
    contents.source === 'outcome'
      ? t('guidance.plans.groupFromOutcome', { year: contents.year })
      : t('guidance.plans.groupFromPreviousYear', { year: contents.year });
  return (
    <div className={styles.groupContents} data-testid="group-contents">
      <Tooltip title={t('guidance.plans.groupContentsHint')}>
        <Tag color={contents.source === 'outcome' ? 'default' : 'warning'}>{source}</Tag>
      </Tooltip>
      {shown.map((major) => (major.planCount === null ? major.name : `${major.name}（${major.planCount}）`)).join('、')}
      {rest > 0 ? t('guidance.plans.groupMore', { count: rest }) : ''}
    </div>
  );
}
