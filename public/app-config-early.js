// Asks for the runtime configuration while the app's scripts download (src/runtime/runtimeConfig.ts
// takes this answer). A file, not an inline script: the server's Content-Security-Policy forbids those.
window.__appConfigRequest = fetch('/app-config.json', { cache: 'no-store' }).catch(function () {
  return undefined;
});
