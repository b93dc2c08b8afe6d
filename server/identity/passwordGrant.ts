import type { Kysely } from 'kysely';
import { errors, type default as Provider } from 'oidc-provider';
import type { Database } from '../db/schema';
import { apiResource, apiScope } from './settings';
import { verifyPassword } from './users';

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
  db: Kysely<Database>,
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
      const user = await verifyPassword(db, userName, password);
      if (!user) throw new errors.CustomOIDCProviderError('invalid_grant', '用户名或密码错误');

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
