import type { Kysely } from 'kysely';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/schema';
import { kyselyAdapter } from './adapter';
import type { SignInGuard } from './lockout';
import { loadIdentitySecrets } from './keys';
import { errorPage, logoutPage, signedOutPage } from './pages';
import { registerPasswordGrant } from './passwordGrant';
import {
  apiResource,
  apiScope,
  clientOrigins,
  webClientId,
  type IdentitySettings,
} from './settings';
import { findUserById, rolesOf } from './users';

/** OIDC scopes the web client asks for besides the API scope. */
const oidcScopes = 'openid profile offline_access';

/** Paths of the provider's endpoints: ABP's /connect/... names, mounted at the root. */
export const identityRoutes = {
  authorization: '/connect/authorize',
  token: '/connect/token',
  userinfo: '/connect/userinfo',
  end_session: '/connect/logout',
  jwks: '/connect/jwks',
  revocation: '/connect/revocation',
  introspection: '/connect/introspect',
} as const;

/** Path of the login page the provider sends a browser to during the code flow. */
export const interactionPath = (uid: string) => `/connect/interaction/${uid}`;

async function findAccount(db: Kysely<Database>, id: string) {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  return {
    accountId: user.id,
    claims: () => ({
      sub: user.id,
      name: user.name,
      preferred_username: user.userName,
      role: rolesOf(user),
    }),
  };
}

/** The first-party web client gets its grant without a consent screen. */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  if (!oidc.client || !oidc.session?.accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  if (grantId) {
    const existing = await oidc.provider.Grant.find(grantId);
    if (existing) return existing;
  }
  const grant = new oidc.provider.Grant({
    clientId: oidc.client.clientId,
    accountId: oidc.session.accountId,
  });
  grant.addOIDCScope(oidcScopes);
  grant.addOIDCClaims(['name', 'preferred_username', 'role']);
  grant.addResourceScope(apiResource, apiScope);
  await grant.save();
  return grant;
}

/**
 * Builds the OpenID provider: code + PKCE for the web client, the password grant, opaque access
 * tokens for the API resource (looked up in the store, so logout and expiry take effect at once),
 * state in the database and keys generated on first start.
 */
export async function createProvider(
  db: Kysely<Database>,
  settings: IdentitySettings,
  guard: SignInGuard,
): Promise<Provider> {
  const secrets = await loadIdentitySecrets(db);
  const origins = clientOrigins(settings);
  const configuration: Configuration = {
    adapter: kyselyAdapter(db),
    jwks: secrets.jwks,
    cookies: { keys: secrets.cookieKeys },
    routes: identityRoutes,
    clients: [
      {
        client_id: webClientId,
        client_name: '电力市场交易仿真实训平台',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', 'password'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/oidc-callback`),
        post_logout_redirect_uris: origins.flatMap((o) => [`${o}/oidc-signout`, `${o}/`]),
      },
    ],
    findAccount: (_ctx, id) => findAccount(db, id),
    loadExistingGrant,
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'role'],
    },
    scopes: ['openid', 'profile', 'offline_access'],
    pkce: { required: () => true },
    // offline_access needs prompt=consent, which a first-party app never shows; its refresh tokens
    // instead live as long as the provider session (signing out ends them).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Revoking any token of a grant (the app's logout revokes its access token) ends the whole
    // grant: its access and refresh tokens stop working at once.
    revokeGrantPolicy: () => true,
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    ttl: {
      AccessToken: settings.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: apiScope,
            accessTokenFormat: 'opaque',
            accessTokenTTL: settings.accessTokenTtl,
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutPage,
        postLogoutSuccessSource: signedOutPage,
      },
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError: errorPage,
  };
  const provider = new Provider(settings.issuer, configuration);
  registerPasswordGrant(provider, guard, settings.accessTokenTtl);
  return provider;
}
