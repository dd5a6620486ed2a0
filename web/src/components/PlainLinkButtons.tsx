import { ConfigProvider } from 'antd';
import useButtonStyle from 'antd/es/button/style';
import { useContext, type ReactNode } from 'react';
import styles from './PlainMarkup.module.css';

export type LinkAction = { key: string; label: ReactNode; onClick: () => void; danger?: boolean };

/** The classes of antd's small link `Button` (danger or not), with the button stylesheet registered. */
function useLinkButtonClass(): (danger: boolean) => string {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('btn');
  const [hashClass, variablesClass] = useButtonStyle(prefix);
  return (danger) =>
    [
      prefix,
      hashClass,
      variablesClass,
      `${prefix}-link`,
      ...(danger ? [`${prefix}-dangerous`, `${prefix}-color-dangerous`] : [`${prefix}-color-link`]),
      `${prefix}-variant-link`,
      `${prefix}-sm`,
    ].join(' ');
}

/**
 * A table row's actions as antd's small link `Button`s in a `Space` of size 0 draw them (their
 * classes, so the button stylesheet applies), with one style registration for the row: twenty
 * rows of four antd buttons were a fifth of 学生管理's first render on an older office PC.
 */
export function PlainLinkButtons({
  actions,
  gap = 0,
  wrap = false,
}: {
  actions: readonly LinkAction[];
  /** The space between the buttons, as `Space`'s size. */
  gap?: number;
  /** Whether the buttons wrap onto a second line in a narrow cell, as `Space`'s wrap. */
  wrap?: boolean;
}) {
  const classOf = useLinkButtonClass();
  const style = gap || wrap ? { gap, ...(wrap ? { flexWrap: 'wrap' as const } : {}) } : undefined;
  return (
    <div className={styles.actions} style={style}>
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

export type PlainLinkButtonProps = { children: ReactNode; onClick: () => void; className?: string };

/** One small link `Button` as antd draws it, for a cell that is a link on every row (a name, say). */
export function PlainLinkButton({ children, onClick, className }: PlainLinkButtonProps) {
  const classOf = useLinkButtonClass();
  const classes = className ? `${classOf(false)} ${className}` : classOf(false);
  return (
    <button type="button" className={classes} onClick={onClick}>
      <span>{children}</span>
    </button>
  );
}
