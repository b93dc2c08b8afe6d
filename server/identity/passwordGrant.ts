import { errors, type default as Provider } from 'oidc-provider';
import type { SignInGuard } from './lockout';
import { apiResource, apiScope } from './settings';

/** Form parameters of the password grant besides grant_type, client_id and scope. */
const parameters = ['username', 'password', 'scope'];

/** The OIDC scopes a password-grant token may carry; anything else requested is dropped. */
const oidcScopes = ['openid', 'profile'];

/**
 * Registers the resource-owner password grant at the token endpoint (the form login of the app):
 * `grant_type=password&username=..&password=..` returns an access token for the API.
 */
export function registerPasswordGrant(
  provider: Provider,
  guard: SignInGuard,
  accessTokenTtl: number,
): void {
  provider.registerGrantType<{ username?: string; password?: string }>(
    'password',
    async (ctx) => {
      const { params, client } = ctx.oidc;
      const userName = params.username?.trim() ?? '';
      const password = params.password ?? '';
      if (!userName || !password) {
        throw new errors.CustomOIDCProviderError('invalid_request', '请输入用户名和密码');
      }
      const result = await guard.signIn(userName, password);
      if (!result.ok) throw new errors.CustomOIDCProviderError('invalid_grant', result.message);
      const { user } = result;

      const requested = new Set((params.scope ?? '').split(' ').filter(Boolean));
      const scope = oidcScopes.filter((s) => requested.has(s));
      const grant = new provider.Grant({ accountId: user.id, clientId: client.clientId });
      if (scope.length > 0) grant.addOIDCScope(scope.join(' '));
      grant.addResourceScope(apiResource, apiScope);
      const grantId = await grant.save();

      const resourceServer = new provider.ResourceServer(apiResource, {
        scope: apiScope,
        accessTokenFormat: 'opaque',
        accessTokenTTL: accessTokenTtl,
      });
      const token = new provider.AccessToken({
        accountId: user.id,
        client,
        grantId,
        gty: 'password',
        scope: apiScope,
        resourceServer,
      });
      const value = await token.save();
      ctx.body = {
        access_token: value,
        token_type: token.tokenType,
        expires_in: token.expiration,
        scope: [...scope, apiScope].join(' '),
      };
    },
    parameters,
  );
}
