import type { Messages } from '../base/i18n/zh.ts';

type Section = keyof Messages;
/** A translation key such as `nav.home` or `areas.knowledge.title`. */
export type TitleKey = `${Section}.${string}`;

/** A page of the console shell, generated from the server menu or constant. */
export type ConsoleRoute = {
  path: string;
  /** The name as the server menu (or the constant route) gives it, in Chinese. */
  title: string;
  /** Translation used for other languages, when the path is a known one. */
  titleKey?: TitleKey;
  icon: string;
  /** Reachable but not shown in menus (detail pages). */
  hidden: boolean;
  /** Affixed tag: stays when tags are closed. */
  affix: boolean;
  /** Kept alive while its tag is open (menu `keepAlive` ≠ 0). */
  keepAlive: boolean;
  /** When set, only users holding one of these roles get the route. */
  roles?: readonly string[];
};

export const DASHBOARD_PATH = '/dashboard';

/** Routes every signed-in user has, whatever the menu says. */
export const CONSTANT_CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  {
    path: DASHBOARD_PATH,
    title: '首页',
    titleKey: 'nav.home',
    icon: 'home',
    hidden: false,
    affix: true,
    keepAlive: true,
  },
  {
    path: '/user/mergepasswd',
    title: '修改密码',
    titleKey: 'password.title',
    icon: 'user',
    hidden: true,
    affix: false,
    keepAlive: false,
  },
  {
    path: '/user/mergepasswd/index',
    title: '修改密码',
    titleKey: 'password.title',
    icon: 'user',
    hidden: true,
    affix: false,
    keepAlive: false,
  },
  {
    path: '/test',
    title: '测试页',
    titleKey: 'areas.test.title',
    icon: 'tool',
    hidden: true,
    affix: false,
    keepAlive: false,
  },
];
