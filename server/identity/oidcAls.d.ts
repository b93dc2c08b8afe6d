// oidc-provider's own AsyncLocalStorage (lib/helpers/als.js): the package ships no types for it.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';
  const als: AsyncLocalStorage<unknown>;
  export default als;
}
