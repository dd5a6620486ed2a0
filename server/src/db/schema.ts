import type { Generated } from 'kysely';

/**
 * Table shapes as Kysely sees them. Timestamps are epoch milliseconds; flags are 0/1 integers,
 * so both SQLite and PostgreSQL return the same JavaScript values.
 */
export interface OrganizationsTable {
  id: Generated<number>;
  org_key: string;
  org_name: string;
  org_login_title: string;
  org_logo: string;
  filing_number: string;
  status: number;
  created_at: number;
}

export interface UsersTable {
  id: Generated<number>;
  org_id: number;
  account: string;
  password_hash: string;
  user_name: string;
  name: string;
  avatar: Generated<string>;
  introduction: Generated<string>;
  mobile: Generated<string>;
  status: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface RolesTable {
  id: Generated<number>;
  role_code: string;
  role_name: string;
  remark: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface MenusTable {
  id: Generated<number>;
  parent_id: number;
  name: string;
  url: string;
  perms: string;
  type: number;
  icon: string;
  order_num: number;
  home_flag: number;
  hidden: number;
  always_show: number;
  keep_alive: number;
}

export interface RoleMenusTable {
  role_id: number;
  menu_id: number;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  org_id: number;
  token_hash: string;
  login_type: string;
  created_at: number;
  expires_at: number;
}

export interface RateLimitBucketsTable {
  bucket_key: string;
  window_start: number;
  hits: number;
}

export interface SysConfigTable {
  id: Generated<number>;
  org_id: number;
  param_key: string;
  param_value: string;
  remark: string;
}

export interface SysDictionaryTable {
  id: Generated<number>;
  parent_id: number;
  data_code: string;
  data_name: string;
  order_num: number;
}

export interface EvaluationDictionaryTable {
  id: Generated<number>;
  evaluation_key: string;
  evaluation_name: string;
  test_result_code: string;
  description: string;
  order_num: number;
}

export interface AreasTable {
  code: string;
  name: string;
  parent_code: string;
  level: number;
}

export interface StudentsTable {
  id: Generated<number>;
  org_id: number;
  teacher_id: number;
  name: string;
  gender: number;
  entry_year: number;
  class_name: string;
  status: number;
  created_at: number;
  updated_at: number;
}

export interface GuidanceRecordsTable {
  id: Generated<number>;
  org_id: number;
  student_id: number;
  teacher_id: number;
  kind: string;
  created_at: number;
}

export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  menus: MenusTable;
  role_menus: RoleMenusTable;
  user_tokens: UserTokensTable;
  rate_limit_buckets: RateLimitBucketsTable;
  sys_config: SysConfigTable;
  sys_dictionary: SysDictionaryTable;
  evaluation_dictionary: EvaluationDictionaryTable;
  areas: AreasTable;
  students: StudentsTable;
  guidance_records: GuidanceRecordsTable;
}
