import { DRAWER_WIDTH } from '@zhihang/contract/constants';
import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './knowledgeList.module.css';

export type FilterPopupProps = {
  title: string;
  visible: boolean;
  onClose: () => void;
  onReset: () => void;
  onSearch: () => void;
  children: ReactNode;
};

/** The filter drawer of a student list: from the right, 80 % wide, 重置 and 搜索 at the bottom. */
export function FilterPopup({ title, visible, onClose, onReset, onSearch, children }: FilterPopupProps) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={visible}
      position="right"
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ width: DRAWER_WIDTH }}
      bodyClassName={styles.drawer}
    >
      <section className={styles.drawerBody} role="dialog" aria-label={title}>
        <h2 className={styles.drawerTitle}>{title}</h2>
        <div className={styles.drawerGroups}>{children}</div>
        <footer className={styles.drawerFooter}>
          <Button block onClick={onReset}>
            {t('mobileKnowledge.reset')}
          </Button>
          <Button block color="primary" onClick={onSearch}>
            {t('mobileKnowledge.search')}
          </Button>
        </footer>
      </section>
    </Popup>
  );
}
