import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppStore } from '../base/stores/useAppStore.ts';
import { useSettingsStore } from '../base/stores/useSettingsStore.ts';
import { useMenuTree } from '../modules/auth/useMenuTree.ts';
import { useUserInfo } from '../modules/auth/useUserInfo.ts';
import { buildConsoleRoutes } from './buildConsoleRoutes.ts';
import { DASHBOARD_PATH } from './consoleRoutes.ts';
import styles from './ConsoleLayout.module.css';
import { ChangePasswordDialog } from './navbar/ChangePasswordDialog.tsx';
import { Navbar } from './navbar/Navbar.tsx';
import { QrCodeDialog } from './navbar/QrCodeDialog.tsx';
import { navEntriesOf } from './navEntriesOf.ts';
import { SettingsDrawer } from './settings/SettingsDrawer.tsx';
import { Sidebar } from './sidebar/Sidebar.tsx';
import { sidebarNodesOf } from './sidebarNodesOf.ts';
import { TagsView } from './tags/TagsView.tsx';
import { useLayoutWatcher } from './useLayoutWatcher.ts';
import { ViewHost } from './view/ViewHost.tsx';

export type ConsoleDialog = 'password' | 'teacherQr' | 'appletQr';

/** The teacher console shell: sidebar, navbar, tags view, the kept-alive views, settings. */
export function ConsoleLayout() {
  const location = useLocation();
  const menuTree = useMenuTree().data;
  const roles = useUserInfo().data?.roles;
  const sidebar = useAppStore((state) => state.sidebar);
  const device = useAppStore((state) => state.device);
  const closeSidebar = useAppStore((state) => state.closeSidebar);
  const tagsView = useSettingsStore((state) => state.tagsView);
  const fixedHeader = useSettingsStore((state) => state.fixedHeader);
  const sidebarLogo = useSettingsStore((state) => state.sidebarLogo);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [dialog, setDialog] = useState<ConsoleDialog | null>(null);
  useLayoutWatcher();

  const routes = useMemo(() => buildConsoleRoutes(menuTree ?? [], roles ?? []), [menuTree, roles]);
  const navEntries = useMemo(() => navEntriesOf(menuTree ?? []), [menuTree]);
  const sidebarNodes = useMemo(() => sidebarNodesOf(menuTree ?? []), [menuTree]);

  // On a phone the sidebar is an overlay: a navigation closes it.
  useEffect(() => {
    if (useAppStore.getState().device === 'mobile' && useAppStore.getState().sidebar.opened) closeSidebar(false);
  }, [location.pathname, closeSidebar]);

  if (location.pathname === '/') return <Navigate to={DASHBOARD_PATH} replace />;

  const mobile = device === 'mobile';
  const classNames = [
    styles.layout,
    sidebar.opened ? styles.opened : styles.collapsed,
    mobile ? styles.mobile : '',
    sidebar.withoutAnimation ? styles.withoutAnimation : '',
  ];

  return (
    <div className={classNames.join(' ')}>
      {mobile && sidebar.opened ? (
        <div className={styles.backdrop} onClick={() => closeSidebar(false)} aria-hidden="true" />
      ) : null}
      <Sidebar nodes={sidebarNodes} showLogo={sidebarLogo} onOpenDialog={setDialog} />
      <div className={styles.main}>
        <header className={`${styles.header} ${fixedHeader ? styles.fixedHeader : ''}`}>
          <Navbar entries={navEntries} onOpenSettings={() => setSettingsOpen(true)} onOpenDialog={setDialog} />
          {tagsView ? <TagsView routes={routes} /> : null}
        </header>
        <main className={styles.content}>
          <ViewHost routes={routes} />
        </main>
      </div>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <QrCodeDialog
        kind={dialog === 'appletQr' ? 'applet' : 'teacher'}
        open={dialog === 'teacherQr' || dialog === 'appletQr'}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
