// Asks for the runtime configuration while the app's scripts download (src/runtime/runtimeConfig.ts
// takes this answer). A file, not an inline script: the server's Content-Security-Policy forbids those.
// Same mode and cache mode as index.html's preload of the file, so this fetch takes the preloaded answer
// (the server marks the file no-cache: it is revalidated on every load, never stale).
window.__appConfigRequest = fetch('/app-config.json').catch(function () {
  return undefined;
});

// Without a token (a first visit, the login page), the application settings (the login page's title)
// are asked for as soon as the configuration names the API (src/runtime/appSettingsRequest.ts takes
// this answer): asked for by the app's code, the request waited for the start chunk to arrive and run.
(function requestSettings() {
  try {
    if (localStorage.getItem('access_token')) return;
  } catch {
    return; // Storage refused: the app reports it.
  }
  window.__appSettingsRequest = window.__appConfigRequest
    .then(function (response) {
      // A copy: the app reads this response's body itself. Registered before the app's reader runs.
      return response && response.ok ? response.clone().json() : {};
    })
    .then(function (config) {
      var base = typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '';
      var api = new URL(base || '/', location.origin).href.replace(/\/+$/, '');
      return fetch(api + '/api/abp/application-configuration', {
        headers: { 'Accept-Language': 'zh-CN', culture: 'zh-CN' },
      });
    })
    .catch(function () {
      return undefined;
    });
})();

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
