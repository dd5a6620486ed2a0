import { ConfigProvider } from 'antd';
import useButtonStyle from 'antd/es/button/style';
import { useContext, type ReactNode } from 'react';
import styles from './PlainMarkup.module.css';

export type LinkAction = { key: string; label: ReactNode; onClick: () => void; danger?: boolean };

/**
 * A table row's actions as antd's small link `Button`s in a `Space` of size 0 draw them (their
 * classes, so the button stylesheet applies), with one style registration for the row: twenty
 * rows of four antd buttons were a fifth of 学生管理's first render on an older office PC.
 */
export function PlainLinkButtons({ actions }: { actions: readonly LinkAction[] }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('btn');
  const [hashClass, variablesClass] = useButtonStyle(prefix);
  const classOf = (danger: boolean) =>
    [
      prefix,
      hashClass,
      variablesClass,
      `${prefix}-link`,
      ...(danger ? [`${prefix}-dangerous`, `${prefix}-color-dangerous`] : [`${prefix}-color-link`]),
      `${prefix}-variant-link`,
      `${prefix}-sm`,
    ].join(' ');
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <div key={action.key}>
          <button type="button" className={classOf(Boolean(action.danger))} onClick={action.onClick}>
            <span>{action.label}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
