import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { HttpError } from '../../server/auth/identity';
import { internalErrorMessage, registerErrorHandler } from '../../server/http/errors';

function appWithRoutes() {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/forbidden', async () => {
    throw new HttpError(403, '您没有执行此操作的权限', 'Forbidden');
  });
  app.get('/crash', async () => {
    throw new Error('secret database detail at /srv/db.sqlite');
  });
  app.post(
    '/validated',
    {
      schema: {
        body: {
          type: 'object',
          required: ['courseId', 'name'],
          properties: { courseId: { type: 'integer', minimum: 1 }, name: { type: 'string' } },
        },
      },
    },
    async () => ({ ok: true }),
  );
  return app;
}

describe('ABP-shaped error handler', () => {
  it('turns an HttpError into its status with code and message', async () => {
    const r = await appWithRoutes().inject({ url: '/forbidden' });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      error: {
        code: 'Forbidden',
        message: '您没有执行此操作的权限',
        details: null,
        validationErrors: null,
      },
    });
  });

  it('hides the internals of an unexpected error behind a 500 message', async () => {
    const r = await appWithRoutes().inject({ url: '/crash' });
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toContain('secret');
    expect(r.json()).toMatchObject({ error: { message: internalErrorMessage } });
  });

  it('maps schema validation failures to validationErrors naming the field', async () => {
    const post = (payload: object) =>
      appWithRoutes().inject({ method: 'POST', url: '/validated', payload });
    const tooSmall = await post({ courseId: 0, name: 'x' });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toEqual({
      error: {
        code: 'ValidationError',
        message: '请求参数验证失败：courseId 不能小于 1',
        details: null,
        validationErrors: [{ message: 'courseId 不能小于 1', members: ['courseId'] }],
      },
    });
    const missing = await post({ courseId: 2 });
    expect(missing.json()).toMatchObject({
      error: { validationErrors: [{ message: 'name 字段是必需的', members: ['name'] }] },
    });
  });

  it('answers an unknown path with a 404 in the same shape', async () => {
    const r = await appWithRoutes().inject({ url: '/api/app/nothing-here' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ error: { code: 'NotFound', message: '未找到请求的资源' } });
  });

  it('reports malformed JSON as a 400, not a 500', async () => {
    const r = await appWithRoutes().inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"courseId":',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      error: { code: 'InvalidJson', message: '请求正文不是有效的 JSON' },
    });
  });
});
