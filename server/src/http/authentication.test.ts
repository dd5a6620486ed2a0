import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ANY_SIGNED_IN_USER } from './auth-context.ts';
import { registerAuthentication } from './authentication.ts';

const noOne = async () => undefined;
const ok = async () => 'ok';

describe('registerAuthentication', () => {
  it('refuses to add a signed-in route that does not say which permission it needs', () => {
    const app = Fastify();
    registerAuthentication(app, noOne);
    expect(() => app.route({ method: 'POST', url: '/api/forgotten', handler: ok })).toThrow(
      '/api/forgotten: a signed-in route must declare its perm (or ANY_SIGNED_IN_USER)',
    );
  });

  it('adds public routes and routes with a permission or open to any signed-in user', async () => {
    const app = Fastify();
    registerAuthentication(app, noOne);
    app.route({ method: 'POST', url: '/api/open', config: { public: true }, handler: ok });
    app.route({ method: 'POST', url: '/api/guarded', config: { perm: 'sys:config:list' }, handler: ok });
    app.route({ method: 'POST', url: '/api/anyone', config: { perm: ANY_SIGNED_IN_USER }, handler: ok });
    await app.ready();
    expect((await app.inject({ method: 'POST', url: '/api/open' })).body).toBe('ok');
    await app.close();
  });
});
