import { ConfigProvider } from 'antd';
import useTypographyStyle from 'antd/es/typography/style';
import { useContext, type HTMLAttributes, type ReactNode, type Ref } from 'react';

export type PlainTextProps = Omit<HTMLAttributes<HTMLSpanElement>, 'className'> & {
  strong?: boolean;
  /** As antd's `code`: the text in a code box. */
  code?: boolean;
  type?: 'secondary' | 'danger';
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
};

/**
 * A short text as antd's `Typography.Text` draws it (its classes and stylesheet) without its
 * machinery (ellipsis measuring, copy and edit hooks), for table cells repeated on every row.
 * Other attributes and the ref reach the span, so a tooltip can wrap it.
 */
export function PlainText({ strong = false, code = false, type, children, ...attributes }: PlainTextProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('typography');
  const [hashClass, variablesClass] = useTypographyStyle(prefix);
  const className = [prefix, type && `${prefix}-${type}`, hashClass, variablesClass].filter(Boolean).join(' ');
  return (
    <span {...attributes} className={className}>
      {code ? <code>{children}</code> : strong ? <strong>{children}</strong> : children}
    </span>
  );
}
