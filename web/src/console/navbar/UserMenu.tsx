import {
  CheckOutlined,
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  MobileOutlined,
  QrcodeOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { useSwitchRole } from '../../modules/access/useSwitchRole.ts';
import { useLogout } from '../../modules/auth/useLogout.ts';
import { useUserInfo } from '../../modules/auth/useUserInfo.ts';
import { useQrApplets } from '../../modules/qrcodes/useQrApplets.ts';
import type { ConsoleDialog } from '../ConsoleLayout.tsx';
import { displayNameOf } from '../../modules/auth/displayNameOf.ts';
import styles from './Navbar.module.css';
import { UserAvatar } from '../user/UserAvatar.tsx';

export type UserMenuProps = { onOpenDialog: (dialog: ConsoleDialog) => void; compact: boolean };

/**
 * Avatar menu: switch role (an account holding several), change password, my QR code, my
 * mini-program code (when the organisation's settings allow the mini-program), log out.
 */
export function UserMenu({ onOpenDialog, compact }: UserMenuProps) {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const logout = useLogout();
  const switchRole = useSwitchRole();
  const applets = useQrApplets(user !== undefined);
  const miniProgram = applets.data?.some((applet) => applet.appType === 'miniProgram') ?? false;
  if (!user) return null;
  const name = displayNameOf(user);
  const roleOptions = user.roleOptions ?? [];

  const items: MenuProps['items'] = [
    ...(roleOptions.length > 1
      ? [
          {
            key: 'switchRole',
            icon: <SwapOutlined />,
            label: t('access.switchRole.menu'),
            children: roleOptions.map((option) => ({
              key: `role:${option.id}`,
              label: option.roleName,
              icon: option.id === user.roleId ? <CheckOutlined /> : undefined,
              disabled: option.id === user.roleId,
            })),
          },
          { type: 'divider' as const },
        ]
      : []),
    { key: 'password', icon: <KeyOutlined />, label: t('nav.changePassword') },
    { key: 'teacherQr', icon: <QrcodeOutlined />, label: t('nav.myQrCode') },
    ...(miniProgram ? [{ key: 'appletQr', icon: <MobileOutlined />, label: t('nav.myMiniProgramCode') }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout'), danger: true },
  ];

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    const chosen = key.startsWith('role:') ? roleOptions.find((option) => `role:${option.id}` === key) : undefined;
    if (chosen) {
      switchRole.mutate(chosen.id, {
        onSuccess: () => feedback.success(t('access.switchRole.switched', { role: chosen.roleName })),
      });
    } else if (key === 'logout') void logout();
    else if (key === 'password' || key === 'teacherQr' || key === 'appletQr') onOpenDialog(key);
  };

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick: handleClick }}>
      <button type="button" className={styles.user} aria-label={name}>
        <UserAvatar name={name} src={user.avatar} size={30} className={styles.avatar} />
        {compact ? null : <span className={styles.userName}>{name}</span>}
        <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}
