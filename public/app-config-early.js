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

// With a held, unexpired token on a signed-in route, the route's first data calls (the ones the
// route-data prefetch makes, named per route by the build in index.html's `early-requests` block:
// scripts/earlyRequests.ts) start as soon as the configuration names the API: asked for by the app,
// they waited for the start chunk and the prefetch chunk to arrive and run. Parameters come from the
// URL and the held course, round and enterprise, as the prefetch reads them; a call whose parameter is
// missing or not plain is left to the app. The app takes each answer once, for the same URL and token
// only (src/runtime/earlyAnswers.ts), and asks itself otherwise (a 401 then takes the session path).
(function requestEarlyData(block) {
  var token, context, plan, route;
  try {
    token = localStorage.getItem('access_token');
    if (!token || !(Number(localStorage.getItem('expires_at')) > Date.now())) {
      // Signed out: the login page (where / and /login lead) is what the app will draw.
      if (/^\/(user\/login|login)?\/?$/i.test(location.pathname)) {
        showStartingFrame('login');
        offerLoginModes();
      }
      return;
    }
    if (!block) return;
    context = heldContext();
    plan = JSON.parse(block.textContent);
    route = matchRoute(plan.routes, location.pathname);
  } catch {
    return; // Storage refused or unreadable (the app reports it), or an address that does not decode.
  }
  if (route && route.entry.frame) showStartingFrame(route.entry.frame);
  if (!route || !route.entry.prefetch) return;
  context.route = {
    params: route.params,
    query: Object.fromEntries(new URLSearchParams(location.search)),
  };
  // A round selector's scope (a result page) opens on the round the selector chooses from the held
  // rounds; its calls read that round by the scope's name (src/shell/earlyRequestPlan.ts).
  (route.entry.roundScopes || []).forEach(function (scope) {
    try {
      var round = openingRound(scope.props, context);
      if (round) context[scope.name] = round;
    } catch {
      // An unreadable round list: the scope's calls are left to the app.
    }
  });
  var headers = { Authorization: 'Bearer ' + token, 'Accept-Language': 'zh-CN', culture: 'zh-CN' };
  var apiRoot = window.__appConfigRequest
    .then(function (response) {
      return response && response.ok ? response.clone().json() : {};
    })
    .then(function (config) {
      var base = typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '';
      return new URL(base || '/', location.origin).href.replace(/\/+$/, '');
    });
  var answers = {};
  var sentAt = {};
  route.entry.requests.concat(plan.shell).forEach(function (request) {
    var key = requestKey(request, context);
    if (key === null || answers[key]) return;
    answers[key] = apiRoot
      .then(function (api) {
        var url = api + key;
        // The result pages' display delay counts from here (src/runtime/earlyAnswers.ts earlyAskedAt).
        sentAt[key] = Date.now();
        // Low: on the app's own origin (HTTP/1.1, six connections) the signed-in chunks go first.
        var init = { headers: headers, credentials: 'include', priority: 'low' };
        return fetch(url, init).then(function (response) {
          return { url: url, response: response };
        });
      })
      .catch(function () {
        return undefined;
      });
  });
  window.__earlyRequests = {
    token: token,
    culture: 'zh-CN',
    startedAt: Date.now(),
    answers: answers,
    sentAt: sentAt,
  };

  // The round a round selector opens on (src/widgets/RoundSelector/roundFilter.ts filterRounds and
  // initialRound, with widgetQuery's props): of the held rounds of the scope's type, province and
  // cycle, the linked one (`roundId`), else the held current one (unless it is not of the preferred
  // scope and one of that scope is held), else the first, preferred ones first.
  function openingRound(props, bound) {
    var list = storedList('round_list');
    var text = function (name) {
      var value = props[name] === undefined ? undefined : valueOf(props[name], bound);
      return value === undefined || value === null || value === '' ? null : String(value);
    };
    var type = text('type');
    var province = text('isProvince');
    if (province === null) province = text('provinceDefault');
    var cycle = text('cycle');
    var linked = text('roundId');
    var prefer = text('preferProvince');
    var offered = list.filter(function (r) {
      if (!r || typeof r !== 'object' || typeof r.id !== 'number') return false;
      if (type && r.type !== Number(type)) return false;
      if (province !== null && r.isInterProvincial !== (province === '1')) return false;
      return !(cycle && r.cycle !== Number(cycle));
    });
    var preferred = function (r) {
      return prefer === null || r.isInterProvincial === (prefer === '1');
    };
    var current = bound.round && bound.round.id;
    var pick = function (test) {
      return offered.filter(test)[0];
    };
    var anyPreferred = pick(preferred);
    return (
      pick(function (r) {
        return String(r.id) === linked;
      }) ||
      pick(function (r) {
        return r.id === current && (preferred(r) || !anyPreferred);
      }) ||
      anyPreferred ||
      offered[0]
    );
  }

  // The layout's or the login page's outline in index.html (its `.starting-frame`) from the first
  // paint, as the page will look: the saved layout and theme (src/shell/uiSettings.tsx) and the app's
  // name as last shown (src/shell/appSettings.tsx). The app keeps it until the layout or the login page
  // has drawn (src/shell/startingFrame.tsx).
  function showStartingFrame(frame) {
    var root = document.documentElement;
    var settings, name;
    try {
      settings = storedObject('shell_settings') || {};
      name = localStorage.getItem('app_name');
    } catch {
      settings = {};
    }
    root.setAttribute(
      'data-starting-frame',
      frame !== 'login' && settings.layout === 'topmenu' ? 'top' : frame,
    );
    if (settings.theme === 'dark') root.setAttribute('data-starting-theme', 'dark');
    if (name) {
      // A CSS string (JSON's quoting is valid CSS) for the frame's `content`, and the tab's title.
      root.style.setProperty('--starting-app-name', JSON.stringify(name));
      document.title = name;
      if (frame === 'login') nameLoginTitle(name);
    }
  }

  // The login outline keeps the modes the runtime configuration offers, as the login page reads them
  // (src/runtime/runtimeConfig.ts): a list keeps its known modes; anything else keeps both.
  function offerLoginModes() {
    window.__appConfigRequest
      .then(function (response) {
        return response && response.ok ? response.clone().json() : {};
      })
      .then(function (config) {
        var modes = config && config.loginModes;
        if (!Array.isArray(modes)) return;
        var known = modes.filter(function (m) {
          return m === 'password' || m === 'oidc';
        });
        document.documentElement.setAttribute('data-starting-login', known.join(' '));
      })
      .catch(function () {
        // An unreadable configuration: the app reports it; the outline keeps both modes.
      });
  }

  // The login outline's title is text, not CSS content: the page's largest text, the paint that counts.
  function nameLoginTitle(name) {
    var title = document.querySelector('.starting-frame-login h3');
    if (title) title.textContent = name;
    else
      document.addEventListener('DOMContentLoaded', function () {
        nameLoginTitle(name);
      });
  }

  function storedList(key) {
    var raw = localStorage.getItem(key);
    var value = raw === null ? null : JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  }

  // The bindings the prefetch has before the session is checked (routePrefetch.ts heldBindings).
  function heldContext() {
    var held = {};
    var saved = storedObject('current_course');
    var course = saved && saved.course;
    if (course && typeof course === 'object') held.course = course;
    var round = storedObject('current_round');
    if (round) held.round = held.currentRound = round;
    var enterprise = storedObject('current_enterprise');
    if (enterprise) held.enterprise = enterprise;
    return held;
  }

  function storedObject(key) {
    var raw = localStorage.getItem(key);
    var value = raw === null ? null : JSON.parse(raw);
    return value && typeof value === 'object' ? value : undefined;
  }

  // The route the router shows (src/shell/routeMatch.ts: fewest parameters first); an entry for one
  // disclosure tab comes before its route's own entry, and one for the tab in one disclosure group
  // (the day-ahead 线路稳定限额) before the tab's.
  function matchRoute(routes, pathname) {
    var best = null;
    routes.forEach(function (entry) {
      var params = routeParams(entry.path, pathname);
      if (!params || (best && best.rank <= entry.path.split(':').length - 1)) return;
      for (var name in entry.when || {}) if (params[name] !== entry.when[name]) return;
      best = { entry: entry, params: params, rank: entry.path.split(':').length - 1 };
    });
    return best;
  }

  // react-router's matching: static segments case-insensitive, a trailing slash allowed.
  function routeParams(pattern, pathname) {
    var want = pattern.split('/').filter(Boolean);
    var have = pathname.split('/').filter(Boolean);
    if (have.length > want.length) return null;
    var params = {};
    for (var i = 0; i < want.length; i++) {
      var segment = want[i];
      if (segment.charAt(0) !== ':') {
        if (i >= have.length || segment.toLowerCase() !== have[i].toLowerCase()) return null;
      } else if (i < have.length) {
        params[segment.replace(/^:|\?$/g, '')] = decodeURIComponent(have[i]);
      } else if (segment.slice(-1) !== '?') return null;
    }
    return params;
  }

  // The call's path and sorted query under the API's root, or null when it cannot be made here.
  function requestKey(request, bound) {
    var failed = false;
    var path = request.path.replace(/\{(\w+)\}/g, function (_, name) {
      var value = resolve(request.pathParams[name], bound);
      if (value === null || value === undefined || value === '') failed = true;
      return value || '';
    });
    var query = new URLSearchParams();
    Object.keys(request.query).forEach(function (name) {
      var value = resolve(request.query[name], bound);
      if (value === null) failed = true;
      else if (value !== undefined && value !== '') query.append(name, value);
    });
    query.sort();
    var search = query.toString();
    return failed ? null : path + (search ? '?' + search : '');
  }

  // A binding's value as text; undefined when it may be left out (an absent `route.query.*`, as
  // src/engine/bindings.ts missingBindings), null when the call must wait for the app or the value is
  // not plain text the app's client would encode the same way.
  function resolve(binding, bound) {
    var value = valueOf(binding, bound);
    if (value === undefined || value === null)
      return typeof binding === 'string' && binding.indexOf('route.query.') === 0
        ? undefined
        : null;
    if (typeof value === 'number') return isFinite(value) ? String(value) : null;
    if (typeof value === 'boolean') return String(value);
    return typeof value === 'string' && /^[\w.-]*$/.test(value) ? value : null;
  }

  // A binding's raw value: a path into `bound`, or a literal.
  function valueOf(binding, bound) {
    return typeof binding === 'string'
      ? binding.split('.').reduce(function (node, key) {
          return node !== null && typeof node === 'object' ? node[key] : undefined;
        }, bound)
      : binding && binding.value;
  }
})(document.getElementById('early-requests'));
