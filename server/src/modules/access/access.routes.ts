import type { FastifyInstance } from 'fastify';
import type { RolesService } from './roles.service.ts';
import { registerRolesRoutes } from './roles.routes.ts';
import type { StaffAccountsService } from './staff-accounts.service.ts';
import { registerStaffAccountsRoutes } from './staff-accounts.routes.ts';

/** 用户管理 and 角色管理: staff accounts, roles and their grants. */
export function registerAccessRoutes(
  app: FastifyInstance,
  { roles, staffAccounts }: { roles: RolesService; staffAccounts: StaffAccountsService },
): void {
  registerRolesRoutes(app, roles);
  registerStaffAccountsRoutes(app, staffAccounts);
}
