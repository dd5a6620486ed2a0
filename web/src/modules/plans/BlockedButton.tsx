import { Button, Tooltip, type ButtonProps } from 'antd';

export type BlockedButtonProps = ButtonProps & {
  /** Why the button cannot be used; null: an ordinary button. */
  blockedReason: string | null;
};

/**
 * A button disabled for a reason its tooltip gives. A disabled button receives no pointer
 * events, so the tooltip hangs on a wrapper that does.
 */
export function BlockedButton({ blockedReason, style, ...props }: BlockedButtonProps) {
  if (!blockedReason) return <Button style={style} {...props} />;
  return (
    <Tooltip title={blockedReason}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <Button {...props} disabled style={{ ...style, pointerEvents: 'none' }} />
      </span>
    </Tooltip>
  );
}
