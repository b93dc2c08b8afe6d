// Asks for the runtime configuration while the app's scripts download (src/runtime/runtimeConfig.ts
// takes this answer). A file, not an inline script: the server's Content-Security-Policy forbids those.
// Same mode and cache mode as index.html's preload of the file, so this fetch takes the preloaded answer
// (the server marks the file no-cache: it is revalidated on every load, never stale).
window.__appConfigRequest = fetch('/app-config.json').catch(function () {
  return undefined;
});

// With a held token, a page other than the login's is a signed-in page: its chunks (named by the build,
// scripts/signedInPreload.ts) download now, beside the start chunk, not after it has run.
(function preloadSignedIn(script) {
  var files = script && script.getAttribute('data-signed-in');
  if (!files || location.pathname.indexOf('/user/login') === 0) return;
  try {
    if (!localStorage.getItem('access_token')) return;
  } catch {
    return; // Storage refused: the app reports it.
  }
  files.split(' ').forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    // Chromium otherwise holds these back until the start chunk has arrived.
    link.fetchPriority = 'high';
    link.href = href;
    document.head.appendChild(link);
  });
})(document.currentScript);
