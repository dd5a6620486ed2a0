import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppStore } from '../../base/stores/useAppStore.ts';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import type { ConsoleDialog } from '../ConsoleLayout.tsx';
import type { SidebarNode } from '../sidebarNodesOf.ts';
import { useRouteTitle } from '../useRouteTitle.ts';
import styles from './Sidebar.module.css';
import { UserPopover } from './UserPopover.tsx';

export type SidebarProps = {
  nodes: SidebarNode[];
  showLogo: boolean;
  onOpenDialog: (dialog: ConsoleDialog) => void;
};

type MenuItems = NonNullable<MenuProps['items']>;

function groupKeysLeadingTo(nodes: readonly SidebarNode[], path: string): string[] {
  for (const node of nodes) {
    if (node.path === path) return [];
    if (node.children) {
      const inner = groupKeysLeadingTo(node.children, path);
      if (inner.length || node.children.some((child) => child.path === path)) return [node.key, ...inner];
    }
  }
  return [];
}

/** 210 px menu of the user's pages, collapsible to icons; an overlay drawer on phones. */
export function Sidebar({ nodes, showLogo, onOpenDialog }: SidebarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const titleOf = useRouteTitle();
  const opened = useAppStore((state) => state.sidebar.opened);
  const withoutAnimation = useAppStore((state) => state.sidebar.withoutAnimation);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const collapsed = !mobile && !opened;

  const items = useMemo(() => {
    const toItems = (list: readonly SidebarNode[]): MenuItems =>
      list.map((node) =>
        node.children
          ? {
              key: node.key,
              icon: <MenuIcon name={node.icon} />,
              label: titleOf(node),
              children: toItems(node.children),
            }
          : { key: node.path ?? node.key, icon: <MenuIcon name={node.icon} />, label: titleOf(node) },
      );
    return toItems(nodes);
  }, [nodes, titleOf]);

  // Groups the user opened stay open; the group of the current page opens on navigation.
  const [openKeys, setOpenKeys] = useState<string[]>(() => groupKeysLeadingTo(nodes, location.pathname));
  const [openedFor, setOpenedFor] = useState(location.pathname);
  if (openedFor !== location.pathname) {
    setOpenedFor(location.pathname);
    const needed = groupKeysLeadingTo(nodes, location.pathname).filter((key) => !openKeys.includes(key));
    if (needed.length) setOpenKeys([...openKeys, ...needed]);
  }

  const classNames = [
    styles.sidebar,
    collapsed ? styles.collapsed : '',
    mobile ? styles.mobile : '',
    mobile && !opened ? styles.hiddenMobile : '',
    withoutAnimation ? styles.withoutAnimation : '',
  ];

  return (
    <aside className={classNames.join(' ')} aria-label={t('brand.name')}>
      {showLogo ? (
        <Link to="/dashboard" className={styles.logo}>
          <img src="/logo.svg" alt="" width={30} height={30} />
          {collapsed ? null : <span className={styles.logoTitle}>{t('brand.name')}</span>}
        </Link>
      ) : null}
      <div className={styles.menu}>
        <Menu
          theme="dark"
          mode="inline"
          inlineCollapsed={collapsed}
          // An open sidebar shows every title and antd shows no tooltip; without this each item
          // still mounts a tooltip, which renders itself again on every page start.
          tooltip={collapsed ? undefined : false}
          items={items}
          selectedKeys={[location.pathname]}
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          onClick={({ key }) => void navigate(key)}
        />
      </div>
      <UserPopover collapsed={collapsed} onOpenDialog={onOpenDialog} />
    </aside>
  );
}
