import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { SignInGuard } from './lockout';
import { layout, loginPage } from './pages';

interface InteractionOptions {
  provider: Provider;
  guard: SignInGuard;
}

const expiredPage = layout(
  '登录已过期',
  '<h1>登录会话已过期</h1><p>请返回首页重新登录。</p><p><a href="/">返回首页</a></p>',
);

/**
 * The login step of the code flow, as an encapsulated plugin with its own form parser. Login
 * forms are bound to the provider's SameSite interaction cookie, so another site cannot post one.
 */
export async function interactionRoutes(
  scope: FastifyInstance,
  { provider, guard }: InteractionOptions,
): Promise<void> {
  await scope.register(formbody);

  scope.get<{ Params: { uid: string } }>('/connect/interaction/:uid', async (request, reply) => {
    const details = await provider
      .interactionDetails(request.raw, reply.raw)
      .catch(() => undefined);
    if (!details || details.uid !== request.params.uid) {
      return reply.code(400).type('text/html').send(expiredPage);
    }
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return reply.type('text/html').send(loginPage(details.uid, hint));
  });

  scope.post<{ Params: { uid: string }; Body: { username?: string; password?: string } }>(
    '/connect/interaction/:uid/login',
    async (request, reply) => {
      const details = await provider
        .interactionDetails(request.raw, reply.raw)
        .catch(() => undefined);
      if (!details || details.uid !== request.params.uid) {
        return reply.code(400).type('text/html').send(expiredPage);
      }
      const userName = String(request.body?.username ?? '').trim();
      const password = String(request.body?.password ?? '');
      const result = userName && password ? await guard.signIn(userName, password) : undefined;
      if (!result?.ok) {
        const message = result?.message ?? '请输入用户名和密码';
        // A re-shown form is a normal page (200), as a browser expects after a form post.
        return reply.type('text/html').send(loginPage(details.uid, userName, message));
      }
      // The provider writes its own redirect to the raw response, so Fastify must let go of it.
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: result.user.id } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}
