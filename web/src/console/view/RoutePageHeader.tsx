import {
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CloudUploadOutlined,
  CodeOutlined,
  CompassOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  KeyOutlined,
  MenuOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { createContext, use, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/**
 * The title row of each console page whose title does not depend on its data: its icon, title and
 * one-line description. The view draws it above the page (`ConsolePage`) from the shell's first
 * frame, while the page's code loads and mounts, and keeps the same row when the page takes its
 * place: the teacher reads where he is at once, and the row is neither drawn twice nor moved.
 * A page puts its own actions on the row's right through `PageHeadExtra`.
 */
export const PAGE_HEADS = {
  '/sys/config': { icon: <ToolOutlined />, title: 'config.title', description: 'config.description' },
  '/edu/studentManage': { icon: <TeamOutlined />, title: 'students.title', description: 'students.description' },
  '/user/mergepasswd': { icon: <KeyOutlined />, title: 'password.title', description: 'password.description' },
  '/edu/knowledge': { icon: <BookOutlined />, title: 'knowledge.title', description: 'knowledge.description' },
  '/edu/studentGuidance': { icon: <CompassOutlined />, title: 'guidance.title', description: 'guidance.description' },
  '/edu/engineData': { icon: <MenuIcon name="chart" />, title: 'engine.title', description: 'engine.description' },
  '/edu/dataHealth': {
    icon: <MenuIcon name="chart" />,
    title: 'dataHealth.title',
    description: 'dataHealth.description',
  },
  '/edu/classBoard': {
    icon: <MenuIcon name="team" />,
    title: 'classBoard.title',
    description: 'classBoard.description',
  },
  '/sys/user': { icon: <UserOutlined />, title: 'access.users.title', description: 'access.users.description' },
  '/sys/role': { icon: <SafetyOutlined />, title: 'access.roles.title', description: 'access.roles.description' },
  '/edu/studentEvaluation': {
    icon: <ExperimentOutlined />,
    title: 'evaluations.title',
    description: 'evaluations.description',
  },
  '/edu/analyse': {
    icon: <BarChartOutlined />,
    title: 'evaluations.analyse.title',
    description: 'evaluations.analyse.description',
  },
  '/test': {
    icon: <ExperimentOutlined />,
    title: 'evaluations.preview.title',
    description: 'evaluations.preview.description',
  },
  '/sys/log': {
    icon: <FileSearchOutlined />,
    title: 'operations.logs.title',
    description: 'operations.logs.description',
  },
  '/sys/schedule': {
    icon: <ScheduleOutlined />,
    title: 'operations.schedule.title',
    description: 'operations.schedule.description',
  },
  '/sys/org': { icon: <BankOutlined />, title: 'operations.orgs.title', description: 'operations.orgs.description' },
  '/sys/menu': { icon: <MenuOutlined />, title: 'operations.menus.title', description: 'operations.menus.description' },
  '/sys/dataImport': {
    icon: <CloudUploadOutlined />,
    title: 'operations.dataImport.title',
    description: 'operations.dataImport.description',
  },
  '/sys/sql': { icon: <DatabaseOutlined />, title: 'operations.sql.title', description: 'operations.sql.description' },
  '/sys/generator': {
    icon: <CodeOutlined />,
    title: 'operations.generator.title',
    description: 'operations.generator.description',
  },
} as const;

export type PageHeadPath = keyof typeof PAGE_HEADS;

/** Route paths that open the same page as another one. */
const SAME_PAGE: Readonly<Record<string, PageHeadPath>> = { '/user/mergepasswd/index': '/user/mergepasswd' };

/** The title row a route path opens with, if it is known before its page loads. */
export function pageHeadPathOf(path: string): PageHeadPath | undefined {
  if (Object.hasOwn(PAGE_HEADS, path)) return path as PageHeadPath;
  return SAME_PAGE[path];
}

/** A console page's title row from `PAGE_HEADS`, with room on the right for the page's actions. */
export function RoutePageHeader({ path, extraSlot }: { path: PageHeadPath; extraSlot?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const head = PAGE_HEADS[path];
  return <PageHeader icon={head.icon} title={t(head.title)} description={t(head.description)} extraSlot={extraSlot} />;
}

/** Where a page's title-row actions go: the row's right end, once the view has drawn it. */
export const PageHeadExtraSlot = createContext<HTMLElement | null>(null);

/** A page's actions on its title row (a student picker, an add button), drawn into the view's row. */
export function PageHeadExtra({ children }: { children: ReactNode }) {
  const slot = use(PageHeadExtraSlot);
  return slot ? createPortal(children, slot) : null;
}
