import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isAdmin, requireIdentity } from '../auth/identity';
import { contractRoute } from '../http/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { allPermissions } from '../identity/roles';
import { findUserById } from '../identity/users';

/**
 * Application settings ABP's application-configuration returns, from environment variables:
 * APP_NAME, ENABLE_LISTING ('false' hides listing), FORCE_PASSWORD_UPDATE ('false' lets a new user
 * skip the password change), COMPANY_NAME and FILING_RECORD (the footer), APP_LOGO (the header's logo).
 */
export function appSettingValues(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    'App.Name': env.APP_NAME ?? '电力市场交易仿真实训平台',
    EnableListing: env.ENABLE_LISTING === 'false' ? 'false' : 'true',
    'App.ForceUpdatePassword': env.FORCE_PASSWORD_UPDATE === 'false' ? 'false' : 'true',
    'App.CompanyName': env.COMPANY_NAME ?? '电力交易仿真实训中心',
    'App.FilingRecord': env.FILING_RECORD ?? '教学演示环境',
    // The header's logo: an https or same-site address; empty shows the built-in mark.
    'App.Logo': env.APP_LOGO ?? '',
  };
}

/** Local-storage keys of the token and its expiry, as the app's session stores them. */
export const tokenStorageNames = { tokenName: 'access_token', expiresName: 'expires_at' };

/** Global features switched on for this deployment (ABP global features). */
export const enabledGlobalFeatures = [
  'PowerTrading.Listing',
  'PowerTrading.Exam',
  'PowerTrading.Spot',
];

function readVersion(): { version: string; buildTime?: string } {
  const file = path.join(process.cwd(), 'package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string };
  return { version: pkg.version ?? '0.0.0', buildTime: fs.statSync(file).mtime.toISOString() };
}

/** Routes of the app shell: configuration, version, navigation links, global features. */
export async function appRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const version = readVersion();
  const settings = appSettingValues();

  contractRoute(app, 'getApplicationConfiguration', async (request) => {
    const identity = request.identity;
    const user = identity ? await findUserById(db, identity.userId) : undefined;
    const granted = new Set(identity?.permissions ?? []);
    return {
      setting: { values: settings },
      auth: {
        grantedPolicies: Object.fromEntries(allPermissions.map((p) => [p, granted.has(p)])),
      },
      currentUser: identity
        ? {
            isAuthenticated: true,
            id: identity.userId,
            userName: identity.userName,
            name: user?.name ?? identity.userName,
            roles: identity.roles,
          }
        : { isAuthenticated: false, id: null, userName: null, name: null, roles: [] },
      currentCulture: { cultureName: 'zh-CN', displayName: '简体中文' },
      features: { values: {} },
    };
  });

  contractRoute(app, 'getCurrentVersion', async () => version);
  contractRoute(app, 'getTokenName', async () => tokenStorageNames);

  contractRoute(app, 'getGlobalFeatures', async (request) => {
    requireIdentity(request);
    const listing = settings.EnableListing !== 'false';
    return {
      enabledFeatures: enabledGlobalFeatures.filter((f) => listing || !f.endsWith('.Listing')),
    };
  });

  contractRoute(app, 'getNavLinkList', async (request) => {
    const identity = requireIdentity(request);
    const links = [
      {
        id: 1,
        name: '我的仿真',
        url: '/user/course',
        description: '进入仿真课程，参与交易',
        sort: 1,
      },
      {
        id: 5,
        name: '数据面板',
        url: '/user/panel',
        description: '本企业成交与课程各轮次概况',
        sort: 2,
      },
      { id: 2, name: '大屏监控', url: '/screen/monitor', description: '市场运行监控大屏', sort: 3 },
      { id: 3, name: '在线文档', url: '/docs', description: '平台使用说明', sort: 4 },
    ];
    if (isAdmin(identity)) {
      links.push({
        id: 4,
        name: '教学管理',
        url: '/admin/',
        description: '组织课程、开闭交易轮次',
        sort: 5,
      });
    }
    return { items: links, totalCount: links.length };
  });
}
