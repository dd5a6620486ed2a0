import { idListSchema, idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  fileContentSchema,
  IMPORT_CONTENT_MAX_CHARS,
  studentFilterSchema,
  studentImportBodySchema,
  studentImportReportSchema,
  studentListBodySchema,
  studentSaveBodySchema,
  studentSchema,
  studentUpdateBodySchema,
  teacherOptionSchema,
} from '@zhihang/contract/students/student.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { StudentFilesService } from './student-files.service.ts';
import type { StudentsService } from './students.service.ts';

export function registerStudentsRoutes(
  app: FastifyInstance,
  students: StudentsService,
  files: StudentFilesService,
): void {
  defineRoute(app, {
    path: '/stuArchive/list',
    summary: '学生档案列表（分页；按姓名、年级、班级、教师、选科、省份、状态筛选；教师只看本人学生）',
    tag: 'students',
    perm: 'stu:archive:list',
    body: studentListBodySchema,
    data: pageSchema(studentSchema),
    handler: ({ auth, body }) => students.list(auth, body),
  });

  defineRoute(app, {
    path: '/stuArchive/info/:id',
    summary: '学生档案详情',
    tag: 'students',
    perm: 'stu:archive:info',
    params: idParamsSchema,
    data: studentSchema,
    handler: ({ auth, params }) => students.info(auth, params.id),
  });

  defineRoute(app, {
    path: '/stuArchive/save',
    summary: '新增学生（教师只能建在本人名下）',
    tag: 'students',
    perm: 'stu:archive:save',
    body: studentSaveBodySchema,
    data: studentSchema,
    handler: ({ auth, body }) => students.save(auth, body),
  });

  defineRoute(app, {
    path: '/stuArchive/update',
    summary: '修改学生档案',
    tag: 'students',
    perm: 'stu:archive:update',
    body: studentUpdateBodySchema,
    data: studentSchema,
    handler: ({ auth, body }) => students.update(auth, body),
  });

  defineRoute(app, {
    path: '/stuArchive/delete',
    summary: '删除学生（请求体为 id 数组；全部删除或都不删除，学生端账号一并删除）',
    tag: 'students',
    perm: 'stu:archive:delete',
    body: idListSchema,
    data: z.null(),
    handler: async ({ auth, body }) => {
      await students.delete(auth, body);
      return null;
    },
  });

  defineRoute(app, {
    path: '/stuArchive/teacherList',
    summary: '可指定的指导教师（机构管理员：本机构教师；教师：本人）',
    tag: 'students',
    perm: 'stu:archive:list',
    data: z.array(teacherOptionSchema),
    handler: ({ auth }) => students.teachers(auth),
  });

  defineRoute(app, {
    path: '/stuArchive/template',
    summary: '学生导入模板（XLSX，base64）',
    tag: 'students',
    perm: 'stu:archive:import',
    data: fileContentSchema,
    handler: () => files.template(),
  });

  defineRoute(app, {
    path: '/stuArchive/import',
    summary: '导入学生（XLSX，base64）；任一行有误则不写入并返回逐行错误',
    tag: 'students',
    perm: 'stu:archive:import',
    bodyLimit: IMPORT_CONTENT_MAX_CHARS + 64 * 1024,
    body: studentImportBodySchema,
    data: studentImportReportSchema,
    handler: ({ auth, body }) => files.import(auth, body),
  });

  defineRoute(app, {
    path: '/stuArchive/export',
    summary: '按列表筛选条件导出学生（XLSX，base64）',
    tag: 'students',
    perm: 'stu:archive:export',
    body: studentFilterSchema,
    data: fileContentSchema,
    handler: ({ auth, body }) => files.export(auth, body),
  });
}
