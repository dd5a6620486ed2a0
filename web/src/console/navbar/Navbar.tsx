import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../base/stores/useAppStore.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import type { ConsoleDialog } from '../ConsoleLayout.tsx';
import type { NavEntry } from '../navEntriesOf.ts';
import styles from './Navbar.module.css';
import { NavEntries } from './NavEntries.tsx';
import { UserMenu } from './UserMenu.tsx';
import { VersionBadge } from './VersionBadge.tsx';

export type NavbarProps = {
  entries: NavEntry[];
  onOpenSettings: () => void;
  onOpenDialog: (dialog: ConsoleDialog) => void;
};

/** Top bar: sidebar toggle, quick entries, version, language, layout settings, user menu. */
export function Navbar({ entries, onOpenSettings, onOpenDialog }: NavbarProps) {
  const { t } = useTranslation();
  const opened = useAppStore((state) => state.sidebar.opened);
  const narrow = useAppStore((state) => state.narrowNavbar);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);

  return (
    <div className={`${styles.navbar} ${narrow ? styles.narrow : ''}`}>
      <Button
        type="text"
        className={styles.hamburger}
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
        aria-label={t('nav.toggleSidebar')}
      />
      <Link to="/dashboard" className={styles.brand}>
        <img src="/logo.svg" alt="" width={26} height={26} />
        <span>{t('brand.name')}</span>
      </Link>
      <NavEntries entries={entries} textOnly={narrow} className={styles.entries} />
      <div className={styles.right}>
        <VersionBadge />
        <LanguageSwitch className={styles.iconButton} />
        <Tooltip title={t('nav.settings')}>
          <Button
            type="text"
            className={styles.iconButton}
            icon={<SettingOutlined />}
            onClick={onOpenSettings}
            aria-label={t('nav.settings')}
          />
        </Tooltip>
        <UserMenu onOpenDialog={onOpenDialog} compact={narrow} />
      </div>
    </div>
  );
}
