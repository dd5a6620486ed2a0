import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTagsViewStore } from '../../base/stores/useTagsViewStore.ts';
import type { ConsoleRoute } from '../consoleRoutes.ts';
import { DASHBOARD_PATH } from '../consoleRoutes.ts';
import { confirmLeaving } from '../leaveGuards.ts';
import { useRouteTitle } from '../useRouteTitle.ts';
import { TagsContextMenu } from './TagsContextMenu.tsx';
import { nextPathAfterClose, type TagView } from './tagViews.ts';
import styles from './TagsView.module.css';

export type TagsViewProps = { routes: readonly ConsoleRoute[] };

type MenuState = { view: TagView; left: number; top: number };

/** The bar of visited pages; right click offers refresh / close / close others / close all. */
export function TagsView({ routes }: TagsViewProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const titleOf = useRouteTitle();
  const visitedViews = useTagsViewStore((state) => state.visitedViews);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const activeRef = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [location.pathname]);

  const titleOfView = (view: TagView) => {
    const route = routes.find((item) => item.path === view.path);
    return route ? titleOf(route) : view.title;
  };

  const isActive = (view: TagView) => view.path === location.pathname;

  const handleRefresh = (view: TagView) => {
    useTagsViewStore.getState().deleteCachedView(view.path);
    void navigate(`/redirect${view.fullPath}`, { replace: true });
  };

  const handleClose = async (view: TagView) => {
    if (!(await confirmLeaving([view.path]))) return;
    const store = useTagsViewStore.getState();
    store.deleteView(view.path);
    if (isActive(view)) void navigate(nextPathAfterClose(useTagsViewStore.getState().visitedViews));
  };

  const handleCloseOthers = async (view: TagView) => {
    const closing = visitedViews.filter((item) => !item.affix && item.path !== view.path).map((item) => item.path);
    if (!(await confirmLeaving(closing))) return;
    useTagsViewStore.getState().deleteOthersViews(view.path);
    if (!isActive(view)) void navigate(view.fullPath);
  };

  const handleCloseAll = async (view: TagView) => {
    if (!(await confirmLeaving(visitedViews.filter((item) => !item.affix).map((item) => item.path)))) return;
    useTagsViewStore.getState().deleteAllViews();
    const remaining = useTagsViewStore.getState().visitedViews;
    if (!remaining.some((item) => item.path === location.pathname)) {
      void navigate(nextPathAfterClose(remaining, DASHBOARD_PATH));
    } else if (view.affix && !isActive(view)) {
      void navigate(view.fullPath);
    }
  };

  const handleContextMenu = (event: MouseEvent, view: TagView) => {
    event.preventDefault();
    setMenu({ view, left: event.clientX, top: event.clientY });
  };

  return (
    <div className={styles.tagsView}>
      <div className={styles.scroller} role="tablist">
        {visitedViews.map((view) => (
          <Link
            key={view.path}
            ref={isActive(view) ? activeRef : undefined}
            to={view.fullPath}
            role="tab"
            aria-selected={isActive(view)}
            className={`${styles.tag} ${isActive(view) ? styles.active : ''}`}
            onContextMenu={(event) => handleContextMenu(event, view)}
            onMouseUp={(event) => {
              if (event.button === 1 && !view.affix) void handleClose(view);
            }}
          >
            {isActive(view) ? <span className={styles.dot} /> : null}
            <span>{titleOfView(view)}</span>
            {view.affix ? null : (
              <CloseOutlined
                className={styles.close}
                onClick={(event) => {
                  event.preventDefault();
                  event.stopPropagation();
                  void handleClose(view);
                }}
              />
            )}
          </Link>
        ))}
      </div>
      {menu ? (
        <TagsContextMenu
          left={menu.left}
          top={menu.top}
          affix={menu.view.affix}
          onClose={() => setMenu(null)}
          onRefresh={() => handleRefresh(menu.view)}
          onCloseTag={() => void handleClose(menu.view)}
          onCloseOthers={() => void handleCloseOthers(menu.view)}
          onCloseAll={() => void handleCloseAll(menu.view)}
        />
      ) : null}
    </div>
  );
}
