import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The visible 演示数据 label on numbers that come from the demo data set. */
export function DemoTag() {
  const { t } = useTranslation();
  return (
    <Tag color="warning" fill="outline" round>
      {t('mobileKnowledge.demo')}
    </Tag>
  );
}
