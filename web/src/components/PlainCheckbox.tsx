import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useCheckboxStyle from 'antd/es/checkbox/style';
import { useContext } from 'react';

export type PlainCheckboxProps = {
  checked: boolean;
  /** Some but not all of what it stands for are checked (a table's select-all box). */
  indeterminate?: boolean;
  /** What a screen reader says it checks. */
  label: string;
  onChange: (checked: boolean) => void;
};

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/**
 * One checkbox as antd's `Checkbox` draws it (its classes, so its stylesheet and the theme apply),
 * for a table's selection column: a native input, without the click wave and the contexts antd
 * reads per box, which a page of rows would otherwise pay for on every render.
 */
export function PlainCheckbox({ checked, indeterminate = false, label, onChange }: PlainCheckboxProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('checkbox');
  const rootClass = useCSSVarCls(prefix);
  const [hashClass, variablesClass] = useCheckboxStyle(prefix, rootClass);
  return (
    <label
      className={classes(
        `${prefix}-wrapper`,
        checked && `${prefix}-wrapper-checked`,
        variablesClass,
        rootClass,
        hashClass,
      )}
    >
      <span
        className={classes(
          prefix,
          checked && `${prefix}-checked`,
          indeterminate && `${prefix}-indeterminate`,
          hashClass,
        )}
      >
        <input
          type="checkbox"
          className={`${prefix}-input`}
          aria-label={label}
          aria-checked={indeterminate ? 'mixed' : undefined}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      </span>
    </label>
  );
}
