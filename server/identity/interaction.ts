import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type Provider from 'oidc-provider';
import type { SignInGuard } from './lockout';
import { layout, loginPage } from './pages';

interface InteractionOptions {
  provider: Provider;
  guard: SignInGuard;
  /** Login form posts allowed per minute from one address (as for the token endpoint). */
  loginRateLimit: number;
}

/** Message of a login refused by the per-address rate limit. */
export const loginRateLimitMessage = '登录尝试过于频繁，请稍后再试';

/** Thrown by the rate limit of the login form; answered with a Chinese page, status 429. */
class LoginRateLimitError extends Error {
  readonly statusCode = 429;
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
  { provider, guard, loginRateLimit }: InteractionOptions,
): Promise<void> {
  await scope.register(formbody);
  await scope.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new LoginRateLimitError(loginRateLimitMessage),
  });
  scope.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof LoginRateLimitError)) throw error;
    const page = layout(
      '登录',
      `<h1>登录</h1><p class="error" role="alert">${loginRateLimitMessage}</p>`,
    );
    return reply.code(429).type('text/html').send(page);
  });

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
    { config: { rateLimit: { max: loginRateLimit, timeWindow: '1 minute' } } },
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
