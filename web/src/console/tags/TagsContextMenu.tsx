import { TAGS_CONTEXT_MENU_WIDTH_PX } from '@zhihang/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './TagsView.module.css';

export type TagsContextMenuProps = {
  left: number;
  top: number;
  /** Affixed tags cannot be closed. */
  affix: boolean;
  onClose: () => void;
  onRefresh: () => void;
  onCloseTag: () => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
};

const EDGE_MARGIN = 8;

/** The tags view's right-click menu (105 px wide), closed by any click elsewhere. */
export function TagsContextMenu(props: TagsContextMenuProps) {
  const { t } = useTranslation();
  const { onClose } = props;

  useEffect(() => {
    const handleAway = () => onClose();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('click', handleAway);
    document.addEventListener('scroll', handleAway, true);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('click', handleAway);
      document.removeEventListener('scroll', handleAway, true);
      document.removeEventListener('keydown', handleKey);
    };
  }, [onClose]);

  const maxLeft = window.innerWidth - TAGS_CONTEXT_MENU_WIDTH_PX - EDGE_MARGIN;
  const items = [
    { key: 'refresh', label: t('tags.refresh'), onSelect: props.onRefresh },
    ...(props.affix ? [] : [{ key: 'close', label: t('tags.close'), onSelect: props.onCloseTag }]),
    { key: 'closeOthers', label: t('tags.closeOthers'), onSelect: props.onCloseOthers },
    { key: 'closeAll', label: t('tags.closeAll'), onSelect: props.onCloseAll },
  ];

  return (
    <ul
      className={styles.contextMenu}
      role="menu"
      style={{ left: Math.min(props.left, maxLeft), top: props.top + 4, width: TAGS_CONTEXT_MENU_WIDTH_PX }}
    >
      {items.map((item) => (
        <li
          key={item.key}
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            item.onSelect();
            onClose();
          }}
        >
          {item.label}
        </li>
      ))}
    </ul>
  );
}
