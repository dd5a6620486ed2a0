import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CloudUploadOutlined,
  CodeOutlined,
  CompassOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  HomeOutlined,
  MenuOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  dashboard: HomeOutlined,
  team: TeamOutlined,
  peoples: TeamOutlined,
  compass: CompassOutlined,
  guide: CompassOutlined,
  book: BookOutlined,
  education: BookOutlined,
  experiment: ExperimentOutlined,
  chart: BarChartOutlined,
  setting: SettingOutlined,
  system: SettingOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
  documentation: FileTextOutlined,
  menu: MenuOutlined,
  bank: BankOutlined,
  schedule: ScheduleOutlined,
  database: DatabaseOutlined,
  code: CodeOutlined,
  upload: CloudUploadOutlined,
};

export type MenuIconProps = { name: string };

/** The icon of a server menu entry (`icon` is a short name such as `team`). */
export function MenuIcon({ name }: MenuIconProps) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
