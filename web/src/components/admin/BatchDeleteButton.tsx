import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** 批量删除 on a list's toolbar: deletes the rows picked, and waits for a pick. */
export function BatchDeleteButton({ picked, onDelete }: { picked: number[]; onDelete: (ids: number[]) => void }) {
  const { t } = useTranslation();
  return (
    <Button danger icon={<DeleteOutlined />} disabled={!picked.length} onClick={() => onDelete(picked)}>
      {t('common.batchDelete')}
    </Button>
  );
}
