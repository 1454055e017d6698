import type { BrowserContext } from '@playwright/test';

// A local stand-in of Stripe.js for the journeys: the provider's servers cannot be reached from
// here, so the configured script URL (https://js.stripe.com/endive/stripe.js), its frames and
// api.stripe.com are answered by Playwright routes: the script and frames from the strings
// below, the API by the stand-in of the provider's HTTP API (infra/api/test/stripe-stand-in.ts)
// that the product's server uses too. It implements the part of Stripe.js's published interface
// the billing remote uses: Stripe(key), elements().create('card') with mount/on/clear/destroy,
// createPaymentMethod({type: 'card', card}), confirmCardPayment(clientSecret),
// collectBankAccountForSetup and confirmUsBankAccountSetup. As in the real one, the card number
// is typed into a frame of js.stripe.com and posted from there to api.stripe.com: it never
// exists in the product's page, and the page's own requests can be searched for it.

export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

const STRIPE_JS = String.raw`
(function () {
  var API = 'https://api.stripe.com/v1';
  var FRAMES = 'https://js.stripe.com/standin/';
  function form(obj) {
    var p = new URLSearchParams();
    Object.keys(obj).forEach(function (k) { if (obj[k] !== undefined && obj[k] !== null) p.append(k, String(obj[k])); });
    return p;
  }
  // Simple requests (form body, key in it), as Stripe.js sends them: no CORS preflight.
  function post(key, path, body) {
    body.key = key;
    return fetch(API + path, { method: 'POST', body: form(body) }).then(function (r) { return r.json(); });
  }
  function get(key, path, query) {
    query.key = key;
    return fetch(API + path + '?' + form(query).toString()).then(function (r) { return r.json(); });
  }
  function overlay(src, label) {
    var shade = document.createElement('div');
    shade.setAttribute('role', 'dialog');
    shade.setAttribute('aria-modal', 'true');
    shade.setAttribute('aria-label', label);
    shade.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647';
    var frame = document.createElement('iframe');
    frame.src = src;
    frame.title = label;
    frame.style.cssText = 'width:min(420px,92vw);height:340px;border:0;border-radius:8px;background:#fff';
    shade.appendChild(frame);
    document.body.appendChild(shade);
    return shade;
  }
  function waitFor(type) {
    return new Promise(function (resolve) {
      function listen(e) {
        if (e.origin !== 'https://js.stripe.com' && e.origin !== 'https://hooks.stripe.com') return;
        if (!e.data || e.data.type !== type) return;
        window.removeEventListener('message', listen);
        resolve(e.data);
      }
      window.addEventListener('message', listen);
    });
  }
  function Stripe(key) {
    var cards = [];
    return {
      _registerWrapper: function () {},
      elements: function () {
        return {
          create: function (type) {
            if (type !== 'card') throw new Error('stand-in: only the card element');
            var frame = null, handlers = {};
            var element = {
              _frame: function () { return frame; },
              mount: function (target) {
                var node = typeof target === 'string' ? document.querySelector(target) : target;
                frame = document.createElement('iframe');
                frame.src = FRAMES + 'card-frame.html';
                frame.title = 'Secure card payment input frame';
                frame.setAttribute('allow', 'payment *');
                frame.style.cssText = 'width:100%;height:60px;border:0;display:block';
                node.appendChild(frame);
                window.addEventListener('message', function (e) {
                  if (e.origin === 'https://js.stripe.com' && e.source === frame.contentWindow && e.data && e.data.type === 'change' && handlers.change) handlers.change(e.data.event);
                });
              },
              on: function (name, fn) { handlers[name] = fn; },
              clear: function () { frame && frame.contentWindow.postMessage({ type: 'clear' }, 'https://js.stripe.com'); },
              destroy: function () { frame && frame.remove(); frame = null; },
            };
            cards.push(element);
            return element;
          },
        };
      },
      createPaymentMethod: function (options) {
        var frame = options.card && options.card._frame();
        if (!frame) return Promise.resolve({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
        var done = waitFor('payment_method');
        frame.contentWindow.postMessage({ type: 'create', key: key, billing: (options.billing_details || {}) }, 'https://js.stripe.com');
        return done.then(function (m) { return m.error ? { error: m.error } : { paymentMethod: m.paymentMethod }; });
      },
      confirmCardPayment: function (clientSecret, data) {
        var id = clientSecret.split('_secret_')[0];
        var body = { client_secret: clientSecret };
        if (data && data.payment_method) body.payment_method = data.payment_method;
        return post(key, '/payment_intents/' + id + '/confirm', body).then(function (intent) {
          if (intent.error && !(intent.error.payment_intent && intent.error.payment_intent.status === 'requires_action')) return { error: intent.error };
          if (intent.status !== 'requires_action') return intent.status === 'succeeded' ? { paymentIntent: intent } : { error: { type: 'card_error', message: (intent.last_payment_error || {}).message, payment_intent: intent } };
          var shade = overlay('https://hooks.stripe.com/standin/3ds.html?pi=' + encodeURIComponent(id) + '&secret=' + encodeURIComponent(clientSecret) + '&key=' + encodeURIComponent(key), '3D Secure authentication');
          return waitFor('3ds_done').then(function () {
            shade.remove();
            return get(key, '/payment_intents/' + id, { client_secret: clientSecret });
          }).then(function (after) {
            if (after.status === 'succeeded') return { paymentIntent: after };
            var err = after.last_payment_error || {};
            return { error: { type: err.type || 'invalid_request_error', code: err.code, message: err.message, payment_intent: after } };
          });
        });
      },
      collectBankAccountForSetup: function (options) {
        var secret = options.clientSecret, id = secret.split('_secret_')[0];
        var name = (((options.params || {}).payment_method_data || {}).billing_details || {}).name || '';
        var shade = overlay(FRAMES + 'bank-link.html?seti=' + encodeURIComponent(id) + '&secret=' + encodeURIComponent(secret) + '&key=' + encodeURIComponent(key) + '&name=' + encodeURIComponent(name), 'Link your bank account');
        return waitFor('bank_done').then(function (m) {
          shade.remove();
          return get(key, '/setup_intents/' + id, { client_secret: secret }).then(function (setup) {
            if (m.cancelled || !setup.payment_method) return { setupIntent: setup };
            setup.status = 'requires_confirmation';
            return { setupIntent: setup };
          });
        });
      },
      confirmUsBankAccountSetup: function (clientSecret) {
        var id = clientSecret.split('_secret_')[0];
        return post(key, '/setup_intents/' + id + '/confirm', { client_secret: clientSecret }).then(function (setup) {
          return setup.error ? { error: setup.error } : { setupIntent: setup };
        });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

const PAGE_STYLE = 'body{margin:0;font:16px system-ui,sans-serif;color:#1a202c}label{font-size:13px;display:block}input{font:inherit;padding:6px;border:1px solid #6b7280;border-radius:4px;width:100%;box-sizing:border-box}button{font:inherit;padding:8px 12px;margin:6px 6px 0 0;border-radius:4px;border:1px solid #1a202c;background:#fff;color:#1a202c;cursor:pointer}';

const CARD_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card details</title><style>${PAGE_STYLE}
.row{display:flex;gap:6px}.row>div{flex:1}.row>div:first-child{flex:3}input{padding:4px 6px}</style></head><body>
<div class="row"><div><label for="n">Card number</label><input id="n" autocomplete="cc-number" inputmode="numeric"></div>
<div><label for="e">MM / YY</label><input id="e" autocomplete="cc-exp" inputmode="numeric"></div>
<div><label for="c">CVC</label><input id="c" autocomplete="cc-csc" inputmode="numeric"></div></div>
<script>
var parentOrigin = '*';
function send(m) { parent.postMessage(m, parentOrigin); }
document.querySelectorAll('input').forEach(function (i) { i.addEventListener('input', function () { send({ type: 'change', event: { complete: false, error: null } }); }); });
window.addEventListener('message', function (e) {
  if (e.data && e.data.type === 'clear') document.querySelectorAll('input').forEach(function (i) { i.value = ''; });
  if (!e.data || e.data.type !== 'create') return;
  var exp = document.getElementById('e').value.split('/');
  var p = new URLSearchParams({ key: e.data.key, type: 'card', 'card[number]': document.getElementById('n').value, 'card[exp_month]': (exp[0] || '').trim(), 'card[exp_year]': '20' + (exp[1] || '').trim(), 'card[cvc]': document.getElementById('c').value });
  if (e.data.billing && e.data.billing.name) p.append('billing_details[name]', e.data.billing.name);
  fetch('https://api.stripe.com/v1/payment_methods', { method: 'POST', body: p }).then(function (r) { return r.json(); }).then(function (pm) {
    send(pm.error ? { type: 'payment_method', error: pm.error } : { type: 'payment_method', paymentMethod: pm });
  });
});
</script></body></html>`;

const THREE_DS = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure test page</title><style>${PAGE_STYLE}body{padding:20px}</style></head><body>
<main aria-label="3D Secure test page"><h1 style="font-size:20px">3D Secure 2 Test Page</h1><p>This stands in for your bank's verification page.</p>
<button id="ok">Complete authentication</button><button id="ko">Fail authentication</button></main>
<script>
var q = new URLSearchParams(location.search);
function finish(result) {
  fetch('https://api.stripe.com/v1/payment_intents/' + q.get('pi') + '/authenticate', { method: 'POST', body: new URLSearchParams({ key: q.get('key'), client_secret: q.get('secret'), result: result }) })
    .then(function () { parent.postMessage({ type: '3ds_done' }, '*'); });
}
document.getElementById('ok').onclick = function () { finish('complete'); };
document.getElementById('ko').onclick = function () { finish('fail'); };
</script></body></html>`;

const BANK_LINK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link your bank account</title><style>${PAGE_STYLE}body{padding:20px}</style></head><body>
<main aria-label="Test Institution bank link"><h1 style="font-size:20px">Test Institution</h1><p>Choose the account invoices are debited from.</p>
<button data-account="000123456789">Success account ••••6789</button><button data-account="000111111116">Failure account ••••1116</button><button id="cancel">Cancel</button></main>
<script>
var q = new URLSearchParams(location.search);
document.querySelectorAll('button[data-account]').forEach(function (b) {
  b.onclick = function () {
    fetch('https://api.stripe.com/v1/setup_intents/' + q.get('seti') + '/link_bank_account', { method: 'POST', body: new URLSearchParams({ key: q.get('key'), client_secret: q.get('secret'), account_number: b.dataset.account, name: q.get('name') || '' }) })
      .then(function () { parent.postMessage({ type: 'bank_done' }, '*'); });
  };
});
document.getElementById('cancel').onclick = function () { parent.postMessage({ type: 'bank_done', cancelled: true }, '*'); };
</script></body></html>`;

/**
 * Answers the provider's hosts for every page of the context: Stripe.js and its frames from the
 * strings above, api.stripe.com from the local stand-in of its HTTP API. No request leaves the machine.
 */
export async function routeStripeHosts(context: BrowserContext, apiStandInUrl: string): Promise<void> {
  const html = (body: string) => ({ status: 200, contentType: 'text/html; charset=utf-8', body });
  await context.route('https://js.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.href === STRIPE_JS_URL) return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', headers: { 'access-control-allow-origin': '*' }, body: STRIPE_JS });
    if (url.pathname === '/standin/card-frame.html') return route.fulfill(html(CARD_FRAME));
    if (url.pathname === '/standin/bank-link.html') return route.fulfill(html(BANK_LINK));
    return route.fulfill({ status: 404, body: 'not in the stand-in' });
  });
  await context.route('https://hooks.stripe.com/**', (route) => route.fulfill(html(THREE_DS)));
  await context.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const response = await route.fetch({ url: `${apiStandInUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
