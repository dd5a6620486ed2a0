import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';

describe('registerErrorHandling', () => {
  it('answers a duplicate no service mapped with 数据已存在, not 未知异常', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/duplicate', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "students_user_id_unique"'), {
        code: '23505',
        table: 'students',
        detail: 'Key (user_id)=(7) already exists.',
      });
    });
    app.post('/broken', async () => {
      throw new Error('connection refused');
    });
    const duplicate = await app.inject({ method: 'POST', url: '/duplicate' });
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json()).toEqual({ code: 500, msg: '数据已存在', data: null });
    expect((await app.inject({ method: 'POST', url: '/broken' })).json()).toEqual({
      code: 500,
      msg: '未知异常，请联系管理员',
      data: null,
    });
    await app.close();
  });
});
