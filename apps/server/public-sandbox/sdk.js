/*
 * Sandbox payment gateway — browser SDK (plain JS, no dependencies, no build step).
 *
 *   <script src="/sandbox-gateway/sdk.js"></script>
 *   const fields = SandboxGateway.mountCardFields(container, {
 *     reference, verification, amountInCents,          // from POST /api/v1/payments/config/tokenize
 *     cssUrl, cssSignature,                             // optional same-origin stylesheet for the fields
 *     onBin(bin, scheme) {}, onChange({ valid, bin, scheme }) {}, onReady() {},
 *   });
 *   const card = await fields.tokenize();              // { token, card_number, card_expiry, card_holder, bin, scheme }
 *   const threeds = await SandboxGateway.authenticate({ accessToken, token: card.token }); // { message, data: {...} }
 *   fields.destroy();
 *
 * The card fields live in an iframe served by the gateway; this page only ever sees the token.
 * Every message is checked both ways: origin and sending window.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  var gatewayOrigin = new URL(script ? script.src : '/sandbox-gateway/sdk.js', location.href).origin;
  var base = gatewayOrigin + '/sandbox-gateway';
  var pageOrigin = location.origin;
  var sequence = 0;

  function fromGateway(event, frame) {
    return (
      event.origin === gatewayOrigin &&
      frame &&
      event.source === frame.contentWindow &&
      event.data &&
      event.data.source === 'sandbox-gateway'
    );
  }

  function gatewayError(message, extra) {
    var error = new Error(message);
    if (extra)
      Object.keys(extra).forEach(function (k) {
        error[k] = extra[k];
      });
    return error;
  }

  function mountCardFields(container, options) {
    if (!container || !options || !options.reference || !options.verification) {
      throw gatewayError('Unable to initialize payment at the moment!');
    }
    var query = new URLSearchParams({
      parent: pageOrigin,
      reference: options.reference,
      amount: String(options.amountInCents || 0),
      verification: options.verification,
    });
    if (options.cssUrl && options.cssSignature) {
      query.set('css', options.cssUrl);
      query.set('css_signature', options.cssSignature);
    }
    var frame = document.createElement('iframe');
    frame.src = base + '/fields?' + query.toString();
    frame.title = 'Card details';
    frame.setAttribute('data-sandbox-gateway', 'card-fields');
    frame.style.border = '0';
    frame.style.width = '100%';
    frame.style.height = '260px';
    frame.style.display = 'block';
    container.appendChild(frame);

    var pending = {};
    var valid = false;
    var ready = false;

    function onMessage(event) {
      if (!fromGateway(event, frame)) return;
      var data = event.data;
      if (data.type === 'ready') {
        ready = true;
        if (options.onReady) options.onReady();
      } else if (data.type === 'resize' && typeof data.height === 'number') {
        frame.style.height = Math.min(Math.max(data.height, 120), 800) + 'px';
      } else if (data.type === 'bin') {
        if (options.onBin) options.onBin(data.bin, data.scheme);
      } else if (data.type === 'change') {
        valid = !!data.valid;
        if (options.onChange) options.onChange({ valid: valid, bin: data.bin, scheme: data.scheme });
      } else if (data.type === 'tokenized' && pending[data.id]) {
        pending[data.id].resolve(data.result);
        delete pending[data.id];
      } else if (data.type === 'tokenize_error' && pending[data.id]) {
        pending[data.id].reject(gatewayError(data.message, { field: data.field }));
        delete pending[data.id];
      }
    }
    window.addEventListener('message', onMessage);

    return {
      frame: frame,
      isValid: function () {
        return valid;
      },
      isReady: function () {
        return ready;
      },
      focus: function () {
        if (frame.contentWindow)
          frame.contentWindow.postMessage({ source: 'sandbox-gateway-sdk', type: 'focus' }, gatewayOrigin);
      },
      tokenize: function () {
        return new Promise(function (resolve, reject) {
          if (!frame.contentWindow || !ready) {
            reject(gatewayError('Unable to initialize the payment process!'));
            return;
          }
          var id = 't' + ++sequence;
          var timer = setTimeout(function () {
            if (pending[id]) {
              delete pending[id];
              reject(gatewayError('We are not able to connect with payment server. Please try again later!'));
            }
          }, 30000);
          pending[id] = {
            resolve: function (v) {
              clearTimeout(timer);
              resolve(v);
            },
            reject: function (e) {
              clearTimeout(timer);
              reject(e);
            },
          };
          frame.contentWindow.postMessage({ source: 'sandbox-gateway-sdk', type: 'tokenize', id: id }, gatewayOrigin);
        });
      },
      destroy: function () {
        window.removeEventListener('message', onMessage);
        Object.keys(pending).forEach(function (id) {
          pending[id].reject(gatewayError('The payment was cancelled.'));
        });
        pending = {};
        if (frame.parentNode) frame.parentNode.removeChild(frame);
      },
    };
  }

  function postJson(path, body) {
    return fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response
        .json()
        .catch(function () {
          return {};
        })
        .then(function (json) {
          if (!response.ok)
            throw gatewayError(json.message || 'Card Verification failed! Please try with different payment method');
          return json.data;
        });
    });
  }

  function getAuthentication(id) {
    return fetch(base + '/api/3ds/authentications/' + encodeURIComponent(id)).then(function (response) {
      if (!response.ok) throw gatewayError('Card Verification failed! Please try with different payment method');
      return response.json().then(function (json) {
        return json.data;
      });
    });
  }

  function settle(view) {
    if (view.status === 'authenticated' && view.result) return view.result;
    throw gatewayError(view.message || 'Card Verification failed! Please try with different payment method', {
      status: view.status,
    });
  }

  // The issuer's challenge screen in a modal iframe; resolves with the gateway's final view of the
  // authentication (asked from the gateway, not taken from the message).
  function challenge(view) {
    return new Promise(function (resolve, reject) {
      var previousFocus = document.activeElement;
      var overlay = document.createElement('div');
      overlay.setAttribute('data-sandbox-gateway', 'challenge');
      overlay.style.cssText =
        'position:fixed;inset:0;background:rgba(17,24,39,.6);display:flex;align-items:center;justify-content:center;z-index:2147483000;padding:16px 0;box-sizing:border-box;';
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', 'Verify your card');
      dialog.style.cssText =
        'background:#fff;border-radius:8px;width:min(460px,94vw);max-height:100%;box-shadow:0 10px 30px rgba(0,0,0,.3);overflow:auto;';
      var frame = document.createElement('iframe');
      frame.title = 'Verify your card';
      frame.src = base + '/challenge?' + new URLSearchParams({ id: view.id, parent: pageOrigin }).toString();
      frame.style.cssText = 'border:0;width:100%;height:400px;display:block;';
      var cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.textContent = 'Cancel';
      cancel.style.cssText =
        'margin:0 20px 16px;min-height:44px;padding:8px 20px;font:inherit;border-radius:6px;border:1px solid #6b7280;background:#fff;cursor:pointer;';
      dialog.appendChild(frame);
      dialog.appendChild(cancel);
      overlay.appendChild(dialog);
      document.body.appendChild(overlay);
      frame.focus();

      function close() {
        window.removeEventListener('message', onMessage);
        document.removeEventListener('keydown', onKey, true);
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (previousFocus && previousFocus.focus) previousFocus.focus();
      }
      function onMessage(event) {
        if (!fromGateway(event, frame) || event.data.id !== view.id) return;
        // The screen's own height, so nothing in it is cut off (the dialog scrolls past the viewport's).
        if (event.data.type === 'challenge_size' && typeof event.data.height === 'number') {
          frame.style.height = Math.ceil(event.data.height) + 'px';
          return;
        }
        if (event.data.type !== 'challenge_complete') return;
        close();
        getAuthentication(view.id).then(settle).then(resolve, reject);
      }
      function onKey(event) {
        if (event.key === 'Escape') cancelChallenge();
      }
      function cancelChallenge() {
        close();
        reject(gatewayError('Card verification was cancelled.', { status: 'cancelled' }));
      }
      cancel.addEventListener('click', cancelChallenge);
      document.addEventListener('keydown', onKey, true);
      window.addEventListener('message', onMessage);
    });
  }

  /** 3-D Secure for a token: frictionless, a challenge in a modal, or a failure (rejects with the message). */
  function authenticate(input) {
    if (!input || !input.accessToken || !input.token)
      return Promise.reject(gatewayError('Unable to initialize the payment process!'));
    return postJson('/api/3ds/authentications', { access_token: input.accessToken, token: input.token }).then(
      function (view) {
        if (view.status === 'challenge') return challenge(view);
        return settle(view);
      },
    );
  }

  function testCards() {
    return fetch(base + '/api/test-cards')
      .then(function (r) {
        return r.json();
      })
      .then(function (json) {
        return json.data;
      });
  }

  window.SandboxGateway = Object.freeze({
    origin: gatewayOrigin,
    mountCardFields: mountCardFields,
    authenticate: authenticate,
    testCards: testCards,
  });
})();
