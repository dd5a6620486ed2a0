import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OrgsService } from '../orgs/orgs.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { createRolesService } from './roles.service.ts';
import { registerRolesRoutes } from './roles.routes.ts';
import { createStaffAccountsService } from './staff-accounts.service.ts';
import { registerStaffAccountsRoutes } from './staff-accounts.routes.ts';

type Dependencies = {
  db: Kysely<Database>;
  auth: AuthService;
  orgs: OrgsService;
  students: StudentsService;
  now: () => number;
};

/** 用户管理 and 角色管理: staff accounts, roles and their grants. */
export function registerAccessRoutes(app: FastifyInstance, { db, auth, orgs, students, now }: Dependencies): void {
  const roles = createRolesService({ db, orgs, now });
  registerRolesRoutes(app, roles);
  registerStaffAccountsRoutes(app, createStaffAccountsService({ db, auth, orgs, roles, students, now }));
}
