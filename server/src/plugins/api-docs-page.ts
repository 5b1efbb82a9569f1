/**
 * What Tintero adds to swagger-ui's page at /v1/docs (plugins/api-docs.ts), plain browser code
 * served as it is written here (`/v1/docs/static/theme/tintero-session.js`).
 *
 * The page is on the web app's origin, so it can read the session the app keeps in localStorage
 * (`tintero.jwt`, web/src/lib/session.ts): an administrator signed in to Tintero opens the docs
 * (Ayuda › Documentación de la API) and the description loads with their token, as does every
 * "Try it out". The token goes only to this origin. Without a session, or with someone else's
 * role, the server refuses the description and the page says what to do.
 */
export const API_DOCS_PAGE_SCRIPT = `(function () {
  'use strict';
  var TOKEN_KEY = 'tintero.jwt';
  var MESSAGES = {
    401: 'Para ver la documentación de la API, ingrese a Tintero como administrador en este navegador y vuelva a abrir esta página (Ayuda › Documentación de la API).',
    403: 'La documentación de la API es solo para administradores. Ingrese a Tintero con una cuenta de administrador y vuelva a abrir esta página.',
  };

  function storedToken() {
    try {
      return window.localStorage.getItem(TOKEN_KEY);
    } catch (error) {
      return null;
    }
  }

  function sameOrigin(url) {
    try {
      return new URL(url, window.location.href).origin === window.location.origin;
    } catch (error) {
      return false;
    }
  }

  function showNotice(status) {
    var notice = document.getElementById('tintero-docs-notice');
    if (!notice) {
      notice = document.createElement('div');
      notice.id = 'tintero-docs-notice';
      notice.setAttribute('role', 'alert');
      document.body.insertBefore(notice, document.body.firstChild);
    }
    notice.textContent = (MESSAGES[status] || MESSAGES[401]) + ' ';
    var link = document.createElement('a');
    link.href = '/sign_in';
    link.textContent = 'Ir a Tintero';
    notice.appendChild(link);
  }

  window.tinteroDocs = {
    // A token typed into "Authorize" wins; otherwise the web app's session, to this origin only.
    withSession: function (request) {
      var token = storedToken();
      if (token && sameOrigin(request.url) && !request.headers.Authorization) {
        request.headers.Authorization = 'Bearer ' + token;
      }
      return request;
    },
    explainRefusal: function (response) {
      var path = new URL(response.url, window.location.href).pathname;
      if ((response.status === 401 || response.status === 403) && path.endsWith('/docs/json')) {
        showNotice(response.status);
      }
      return response;
    },
  };
})();
`;

export const API_DOCS_PAGE_CSS = `#tintero-docs-notice {
  margin: 16px auto;
  max-width: 1420px;
  padding: 12px 20px;
  border-left: 4px solid #c92a2a;
  background: #fff5f5;
  font: 16px/1.5 sans-serif;
  color: #3b3b3b;
}
#tintero-docs-notice a {
  font-weight: 600;
}
`;
