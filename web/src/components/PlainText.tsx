import { ConfigProvider } from 'antd';
import useTypographyStyle from 'antd/es/typography/style';
import { useContext, type ReactNode } from 'react';

export type PlainTextProps = { strong?: boolean; type?: 'secondary'; children: ReactNode };

/**
 * A short text as antd's `Typography.Text` draws it (its classes and stylesheet) without its
 * machinery (ellipsis measuring, copy and edit hooks), for table cells repeated on every row.
 */
export function PlainText({ strong = false, type, children }: PlainTextProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('typography');
  const [hashClass, variablesClass] = useTypographyStyle(prefix);
  const className = [prefix, type && `${prefix}-${type}`, hashClass, variablesClass].filter(Boolean).join(' ');
  return <span className={className}>{strong ? <strong>{children}</strong> : children}</span>;
}
