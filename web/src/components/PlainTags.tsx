import { ConfigProvider } from 'antd';
import useTagStyle from 'antd/es/tag/style';
import PresetTagStyle from 'antd/es/tag/style/presetCmp';
import StatusTagStyle from 'antd/es/tag/style/statusCmp';
import { useContext, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './PlainMarkup.module.css';

/** antd's preset colours and its status colours (each has a stylesheet of its own). */
type PresetColor = 'blue' | 'geekblue' | 'cyan' | 'purple' | 'gold' | 'red' | 'orange' | 'green';
type StatusColor = 'success' | 'processing' | 'error' | 'warning' | 'default';
export type PlainTagColor = PresetColor | StatusColor;

const STATUS_COLORS: ReadonlySet<string> = new Set<StatusColor>([
  'success',
  'processing',
  'error',
  'warning',
  'default',
]);

/** The classes of antd's `Tag` in this colour and variant, with the tag stylesheet registered. */
function useTagClass(color: PlainTagColor | undefined, variant: 'filled' | 'outlined'): [string, ReactNode] {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('tag');
  const [hashClass, variablesClass] = useTagStyle(prefix);
  const status = color !== undefined && STATUS_COLORS.has(color);
  const className = [prefix, `${prefix}-${variant}`, color && `${prefix}-${color}`, hashClass, variablesClass]
    .filter(Boolean)
    .join(' ');
  const colourStyle =
    color === undefined ? null : status ? <StatusTagStyle prefixCls={prefix} /> : <PresetTagStyle prefixCls={prefix} />;
  return [className, colourStyle];
}

export type PlainTagProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'className'> & {
  color?: PlainTagColor;
  variant?: 'filled' | 'outlined';
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
};

/**
 * One tag as antd's `Tag` draws it, for a table cell: plain markup in its classes. Other attributes
 * and the ref reach the span, so a tooltip can wrap it.
 */
export function PlainTag({ color, variant = 'filled', children, ...attributes }: PlainTagProps) {
  const [className, colourStyle] = useTagClass(color, variant);
  return (
    <span {...attributes} className={className}>
      {children}
      {colourStyle}
    </span>
  );
}

export type PlainTagsProps = { tags: readonly string[]; color: PlainTagColor; variant?: 'filled' | 'outlined' };

/**
 * A wrapping row of text tags as antd's `Tag` and `Space` (size 4, wrap) draw them, with one style
 * registration for the row. A table page shows up to 300 tags; as antd components each is two
 * components with style hooks of their own (the tag and its colour), which was most of the
 * knowledge page's first render on an older office PC.
 */
export function PlainTags({ tags, color, variant = 'filled' }: PlainTagsProps) {
  const [className, colourStyle] = useTagClass(color, variant);
  return (
    <div className={styles.row}>
      {tags.map((tag) => (
        // Each in a block of its own as Space's items are: the row's line height sets the rows' height.
        <div key={tag}>
          <span className={className}>{tag}</span>
        </div>
      ))}
      {colourStyle}
    </div>
  );
}
