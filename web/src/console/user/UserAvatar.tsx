import styles from './UserAvatar.module.css';

export type UserAvatarProps = { name: string; src?: string | null; size: number; className?: string };

/**
 * The signed-in user's picture, or the first character of the name on the theme colour. antd's
 * Avatar measures its text after every mount to scale it, which forces a layout of the whole page
 * while the shell first appears; one character always fits, so nothing here is measured.
 */
export function UserAvatar({ name, src, size, className }: UserAvatarProps) {
  return (
    <span
      className={`${styles.avatar} ${className ?? ''}`}
      style={{ width: size, height: size, lineHeight: `${size}px` }}
      aria-hidden="true"
    >
      {src ? <img className={styles.picture} src={src} alt="" /> : name.slice(0, 1)}
    </span>
  );
}
