import { DownOutlined, KeyOutlined, LogoutOutlined, MobileOutlined, QrcodeOutlined } from '@ant-design/icons';
import { MINI_PROGRAM_ORG_ID } from '@zhihang/contract/constants';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../modules/auth/useLogout.ts';
import { useUserInfo } from '../../modules/auth/useUserInfo.ts';
import type { ConsoleDialog } from '../ConsoleLayout.tsx';
import { displayNameOf } from '../../modules/auth/displayNameOf.ts';
import styles from './Navbar.module.css';

export type UserMenuProps = { onOpenDialog: (dialog: ConsoleDialog) => void; compact: boolean };

/** Avatar menu: change password, my QR code, my mini-program code (org 37 only), log out. */
export function UserMenu({ onOpenDialog, compact }: UserMenuProps) {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const logout = useLogout();
  if (!user) return null;
  const name = displayNameOf(user);

  const items: MenuProps['items'] = [
    { key: 'password', icon: <KeyOutlined />, label: t('nav.changePassword') },
    { key: 'teacherQr', icon: <QrcodeOutlined />, label: t('nav.myQrCode') },
    ...(user.orgId === MINI_PROGRAM_ORG_ID
      ? [{ key: 'appletQr', icon: <MobileOutlined />, label: t('nav.myMiniProgramCode') }]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout'), danger: true },
  ];

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else if (key === 'password' || key === 'teacherQr' || key === 'appletQr') onOpenDialog(key);
  };

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick: handleClick }}>
      <button type="button" className={styles.user} aria-label={name}>
        <Avatar size={30} src={user.avatar || undefined} className={styles.avatar}>
          {name.slice(0, 1)}
        </Avatar>
        {compact ? null : <span className={styles.userName}>{name}</span>}
        <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}
