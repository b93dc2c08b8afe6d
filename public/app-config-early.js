// Asks for the runtime configuration while the app's scripts download (src/runtime/runtimeConfig.ts
// takes this answer). A file, not an inline script: the server's Content-Security-Policy forbids those.
// Same mode and cache mode as index.html's preload of the file, so this fetch takes the preloaded answer
// (the server marks the file no-cache: it is revalidated on every load, never stale).
window.__appConfigRequest = fetch('/app-config.json').catch(function () {
  return undefined;
});
