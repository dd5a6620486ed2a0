import { DATA_SCOPE, type DataScope } from '@zhihang/contract/access/data-scope';
import type { RoleCode } from '@zhihang/contract/auth/auth.schema';

export type MenuSeed = {
  key: string;
  name: string;
  url: string;
  type: 0 | 1 | 2;
  icon?: string;
  perms?: string[];
  homeFlag?: boolean;
  hidden?: boolean;
  alwaysShow?: boolean;
  keepAlive?: boolean;
  roles: RoleCode[];
  children?: MenuSeed[];
};

const STAFF: RoleCode[] = ['admin', 'orgAdmin', 'teacher'];
const ADMINS: RoleCode[] = ['admin', 'orgAdmin'];

/** The console's menu, in display order; `roles` says who is granted each entry. */
export const MENU_SEED: MenuSeed[] = [
  {
    key: 'dashboard',
    name: '首页',
    url: '/dashboard',
    type: 1,
    icon: 'home',
    homeFlag: true,
    alwaysShow: true,
    roles: STAFF,
  },
  {
    key: 'studentManage',
    name: '学生管理',
    url: '/edu/studentManage',
    type: 1,
    icon: 'team',
    alwaysShow: true,
    perms: ['stu:archive:list', 'stu:archive:info'],
    roles: STAFF,
    // Buttons of their own, so a role can be granted the list without, say, the export.
    children: [
      { key: 'studentSave', name: '新增', url: '', type: 2, perms: ['stu:archive:save'], roles: STAFF },
      { key: 'studentUpdate', name: '修改', url: '', type: 2, perms: ['stu:archive:update'], roles: STAFF },
      { key: 'studentDelete', name: '删除', url: '', type: 2, perms: ['stu:archive:delete'], roles: STAFF },
      { key: 'studentImport', name: '导入', url: '', type: 2, perms: ['stu:archive:import'], roles: STAFF },
      { key: 'studentExport', name: '导出', url: '', type: 2, perms: ['stu:archive:export'], roles: STAFF },
      { key: 'studentAccount', name: '学生账号', url: '', type: 2, perms: ['stu:archive:account'], roles: STAFF },
    ],
  },
  {
    key: 'studentGuidance',
    name: '规划指导',
    url: '/edu/studentGuidance',
    type: 1,
    icon: 'compass',
    alwaysShow: true,
    // The guidance workspace keeps its tabs and unsaved plan when the teacher looks elsewhere.
    keepAlive: true,
    perms: ['stu:plan:list', 'stu:plan:info', 'stu:plan:save', 'stu:plan:update', 'stu:plan:delete', 'stu:plan:share'],
    roles: STAFF,
  },
  // The head teacher's class: every student's plan, status and red flags on one page, and bulk work.
  {
    key: 'classBoard',
    name: '班级看板',
    url: '/edu/classBoard',
    type: 1,
    icon: 'team',
    alwaysShow: true,
    keepAlive: true,
    perms: ['stu:plan:list'],
    roles: STAFF,
  },
  // How the admission probabilities are made and how they fared on real outcomes (the engine's backtest).
  {
    key: 'engineData',
    name: '数据说明',
    url: '/edu/engineData',
    type: 1,
    icon: 'chart',
    alwaysShow: true,
    perms: ['stu:plan:info'],
    roles: STAFF,
  },
  // What the admissions data of each province holds, and what the import checks found in it.
  {
    key: 'dataHealth',
    name: '数据体检',
    url: '/edu/dataHealth',
    type: 1,
    icon: 'chart',
    alwaysShow: true,
    perms: ['stu:plan:info'],
    roles: STAFF,
  },
  { key: 'knowledge', name: '知识库', url: '/edu/knowledge', type: 1, icon: 'book', alwaysShow: true, roles: STAFF },
  {
    key: 'studentEvaluation',
    name: '学生测评',
    url: '/edu/studentEvaluation',
    type: 1,
    icon: 'experiment',
    alwaysShow: true,
    perms: ['stu:evaluation:list', 'stu:evaluation:info', 'stu:evaluation:assign', 'stu:evaluation:export'],
    roles: STAFF,
  },
  {
    key: 'analyse',
    name: '数据分析',
    url: '/edu/analyse',
    type: 1,
    icon: 'chart',
    alwaysShow: true,
    perms: ['stu:evaluation:analyse'],
    roles: STAFF,
  },
  { key: 'universityDetail', name: '院校详情', url: '/edu/universityDetail', type: 1, hidden: true, roles: STAFF },
  { key: 'majorDetail', name: '专业详情', url: '/edu/majorDetail', type: 1, hidden: true, roles: STAFF },
  { key: 'jobDetail', name: '职业详情', url: '/edu/jobDetail', type: 1, hidden: true, roles: STAFF },
  {
    key: 'evaluateDetail',
    name: '测评详情',
    url: '/edu/evaluateDetail',
    type: 1,
    hidden: true,
    keepAlive: false,
    roles: STAFF,
  },
  // The console's own preview of an instrument, opened from the evaluation pages.
  { key: 'test', name: '测评预览', url: '/test', type: 1, hidden: true, keepAlive: false, roles: STAFF },
  { key: 'pdf', name: '方案打印', url: '/edu/pdf', type: 1, hidden: true, keepAlive: false, roles: STAFF },
  {
    key: 'system',
    name: '系统管理',
    url: '',
    type: 0,
    icon: 'setting',
    roles: ADMINS,
    children: [
      {
        key: 'config',
        name: '参数管理',
        url: '/sys/config',
        type: 1,
        icon: 'tool',
        perms: ['sys:config:list', 'sys:config:info', 'sys:config:save', 'sys:config:update', 'sys:config:delete'],
        roles: ADMINS,
      },
      {
        key: 'user',
        name: '用户管理',
        url: '/sys/user',
        type: 1,
        icon: 'user',
        perms: ['sys:user:list', 'sys:user:info'],
        roles: ADMINS,
        // The account form picks roles, hence sys:role:select with saving and editing.
        children: [
          {
            key: 'userSave',
            name: '新增',
            url: '',
            type: 2,
            perms: ['sys:user:save', 'sys:role:select'],
            roles: ADMINS,
          },
          {
            key: 'userUpdate',
            name: '修改',
            url: '',
            type: 2,
            perms: ['sys:user:update', 'sys:role:select'],
            roles: ADMINS,
          },
          { key: 'userDelete', name: '删除', url: '', type: 2, perms: ['sys:user:delete'], roles: ADMINS },
          {
            key: 'userResetPassword',
            name: '重置密码',
            url: '',
            type: 2,
            perms: ['sys:user:resetPwd'],
            roles: ADMINS,
          },
          { key: 'userTransfer', name: '转移学生', url: '', type: 2, perms: ['sys:user:transfer'], roles: ADMINS },
        ],
      },
      {
        key: 'role',
        name: '角色管理',
        url: '/sys/role',
        type: 1,
        icon: 'peoples',
        perms: ['sys:role:list', 'sys:role:info'],
        roles: ADMINS,
        children: [
          { key: 'roleSave', name: '新增', url: '', type: 2, perms: ['sys:role:save'], roles: ADMINS },
          { key: 'roleUpdate', name: '修改', url: '', type: 2, perms: ['sys:role:update'], roles: ADMINS },
          { key: 'roleDelete', name: '删除', url: '', type: 2, perms: ['sys:role:delete'], roles: ADMINS },
        ],
      },
      // Menus, organisations, jobs, the SQL monitor and code generation span every school.
      {
        key: 'menu',
        name: '菜单管理',
        url: '/sys/menu',
        type: 1,
        icon: 'menu',
        perms: ['sys:menu:list', 'sys:menu:info', 'sys:menu:save', 'sys:menu:update', 'sys:menu:delete'],
        roles: ['admin'],
      },
      {
        key: 'org',
        name: '机构管理',
        url: '/sys/org',
        type: 1,
        icon: 'bank',
        perms: ['sys:org:list', 'sys:org:info', 'sys:org:save', 'sys:org:update', 'sys:org:disable'],
        roles: ['admin'],
      },
      {
        key: 'log',
        name: '系统日志',
        url: '/sys/log',
        type: 1,
        icon: 'documentation',
        perms: ['sys:log:list', 'sys:log:export'],
        roles: ADMINS,
      },
      {
        key: 'schedule',
        name: '定时任务',
        url: '/sys/schedule',
        type: 1,
        icon: 'schedule',
        perms: [
          'sys:schedule:list',
          'sys:schedule:update',
          'sys:schedule:pause',
          'sys:schedule:resume',
          'sys:schedule:run',
        ],
        roles: ['admin'],
      },
      {
        key: 'sql',
        name: 'SQL监控',
        url: '/sys/sql',
        type: 1,
        icon: 'database',
        perms: ['sys:sql:list', 'sys:sql:reset'],
        roles: ['admin'],
      },
      {
        key: 'generator',
        name: '代码生成',
        url: '/sys/generator',
        type: 1,
        icon: 'code',
        perms: ['sys:generator:list', 'sys:generator:code'],
        roles: ['admin'],
      },
      // Knowledge-base data is shared by every school: only platform administrators load it.
      {
        key: 'dataImport',
        name: '数据导入',
        url: '/sys/dataImport',
        type: 1,
        icon: 'upload',
        perms: ['sys:data:import', 'sys:dataImport:list'],
        roles: ['admin'],
      },
    ],
  },
];

/** The built-in roles every organisation shares; `dataScope` is DATA_SCOPE's own / org / platform. */
export const ROLE_SEED: Array<{ code: RoleCode; name: string; remark: string; dataScope: DataScope }> = [
  { code: 'admin', name: '平台管理员', remark: '管理全部机构与平台数据', dataScope: DATA_SCOPE.platform },
  { code: 'orgAdmin', name: '机构管理员', remark: '管理本机构的账号、参数与全部学生', dataScope: DATA_SCOPE.org },
  { code: 'teacher', name: '教师', remark: '管理本人的学生并进行规划指导', dataScope: DATA_SCOPE.own },
  { code: 'student', name: '学生', remark: '使用学生端浏览与测评', dataScope: DATA_SCOPE.own },
];
