import { KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Popover, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../modules/auth/useLogout.ts';
import { useUserInfo } from '../../modules/auth/useUserInfo.ts';
import type { ConsoleDialog } from '../ConsoleLayout.tsx';
import { displayNameOf } from '../../modules/auth/displayNameOf.ts';
import { useRoleName } from '../../modules/auth/useRoleName.ts';
import styles from './UserPopover.module.css';
import { UserAvatar } from '../user/UserAvatar.tsx';

export type UserPopoverProps = { collapsed: boolean; onOpenDialog: (dialog: ConsoleDialog) => void };

/** The signed-in teacher at the foot of the sidebar, with account details on hover. */
export function UserPopover({ collapsed, onOpenDialog }: UserPopoverProps) {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const logout = useLogout();
  const roleName = useRoleName();
  if (!user) return null;
  const name = displayNameOf(user);

  const content = (
    <div className={styles.card}>
      <div className={styles.cardHead}>
        <UserAvatar name={name} src={user.avatar} size={44} className={styles.avatar} />
        <div>
          <div className={styles.cardName}>{name}</div>
          <div className={styles.cardMeta}>{user.orgName}</div>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t('nav.account')}</dt>
        <dd>{user.account}</dd>
        <dt>{t('nav.roles')}</dt>
        <dd>
          {user.roles.map((role) => (
            <Tag key={role} color="processing" variant="filled">
              {roleName(role, user.roleName)}
            </Tag>
          ))}
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button size="small" icon={<KeyOutlined />} onClick={() => onOpenDialog('password')}>
          {t('nav.changePassword')}
        </Button>
        <Button size="small" danger icon={<LogoutOutlined />} onClick={() => void logout()}>
          {t('nav.logout')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover content={content} placement="rightBottom" trigger={['hover', 'click']} arrow={false}>
      <button type="button" className={`${styles.trigger} ${collapsed ? styles.triggerCollapsed : ''}`}>
        <UserAvatar name={name} src={user.avatar} size={32} className={styles.avatar} />
        {collapsed ? null : (
          <span className={styles.who}>
            <span className={styles.name}>{name}</span>
            <span className={styles.role}>{user.roles.map((role) => roleName(role, user.roleName)).join(' / ')}</span>
          </span>
        )}
      </button>
    </Popover>
  );
}
