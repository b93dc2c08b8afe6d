import type { KoaContextWithOIDC } from 'oidc-provider';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const appName = '电力市场交易仿真实训平台';

// Inline <style> only, no script: the pages work under the app's content security policy.
const style = `body{margin:0;font-family:system-ui,"Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;
background:#f0f2f5;color:#1f1f1f}main{max-width:360px;margin:12vh auto;padding:32px;background:#fff;
border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12)}h1{font-size:20px;margin:0 0 24px;text-align:center}
label{display:block;margin:12px 0 4px}input{box-sizing:border-box;width:100%;padding:8px 11px;font-size:14px;
border:1px solid #d9d9d9;border-radius:6px}button{width:100%;margin-top:20px;padding:8px;font-size:14px;
border:0;border-radius:6px;background:#025df4;color:#fff;cursor:pointer}button.secondary{background:#fff;
color:#1f1f1f;border:1px solid #d9d9d9;margin-top:8px}.error{color:#ff4d4f;margin:8px 0}`;

/** Wraps a page body in the identity pages' shared layout. */
export function layout(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - ${appName}</title>
<link rel="icon" href="data:,"><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** The login form of the code flow; posts user name and password back to the interaction. */
export function loginPage(uid: string, userName = '', error?: string): string {
  const action = `/connect/interaction/${encodeURIComponent(uid)}/login`;
  return layout(
    '登录',
    `<h1>${appName}</h1>
<form method="post" action="${action}" autocomplete="on">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="username">用户名</label>
<input id="username" name="username" value="${escapeHtml(userName)}" required autofocus autocomplete="username">
<label for="password">密码</label>
<input id="password" name="password" type="password" required autocomplete="current-password">
<button type="submit">登录</button>
</form>`,
  );
}

/** The provider's sign-out confirmation page (`form` carries its own anti-forgery secret). */
export async function logoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = layout(
    '注销登录',
    `<h1>真的要注销登录吗?</h1>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">注销</button>
<button class="secondary" type="submit" form="op.logoutForm">取消</button>`,
  );
}

/** Shown after a sign-out that has no redirect target. */
export async function signedOutPage(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = layout('已注销', `<h1>您已注销登录</h1><p><a href="/">返回首页</a></p>`);
}

/** The provider's error page, in Chinese, with the OAuth error code for support. */
export async function errorPage(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string | undefined },
): Promise<void> {
  ctx.type = 'html';
  ctx.body = layout(
    '出错了',
    `<h1>登录请求出错</h1><p class="error">${escapeHtml(out.error_description ?? out.error)}</p>
<p>错误代码：${escapeHtml(out.error)}</p><p><a href="/">返回首页</a></p>`,
  );
}
