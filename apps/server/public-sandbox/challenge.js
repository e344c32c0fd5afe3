// 3-D Secure challenge screen of the sandbox gateway (the "issuer" asking for a one-time code).
// It tells the merchant page the outcome by postMessage; the page then asks the gateway itself.
const params = new URLSearchParams(location.search);
const id = params.get('id') ?? '';
const parentOrigin = params.get('parent') ?? '';
const ancestors = location.ancestorOrigins;
const parentKnown =
  window.parent !== window &&
  /^https?:\/\/[^/]+$/.test(parentOrigin) &&
  (!ancestors || ancestors.length === 0 || ancestors[0] === parentOrigin);

const form = document.getElementById('challenge-form');
const input = document.getElementById('otp');
const error = document.getElementById('otp-error');
const button = document.getElementById('submit');
const summary = document.getElementById('summary');

function finish(view) {
  if (parentKnown)
    window.parent.postMessage(
      { source: 'sandbox-gateway', type: 'challenge_complete', id, status: view.status },
      parentOrigin,
    );
}

// The page draws the frame; it learns how tall the screen is (a phone wraps it to more lines than
// the frame's first height, which hid the Verify button).
function reportHeight() {
  if (parentKnown)
    window.parent.postMessage(
      { source: 'sandbox-gateway', type: 'challenge_size', id, height: document.documentElement.scrollHeight },
      parentOrigin,
    );
}
new ResizeObserver(reportHeight).observe(document.body);

function money(cents) {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);
}

async function load() {
  const response = await fetch(`/sandbox-gateway/api/3ds/authentications/${encodeURIComponent(id)}`);
  if (!response.ok) {
    summary.textContent = 'This verification is not available.';
    form.hidden = true;
    return;
  }
  const view = (await response.json()).data;
  summary.textContent = `Pay ${money(view.amount_cents)} to ${view.merchant_name} with card ${view.card_number}.`;
  if (view.status !== 'challenge') finish(view);
  else input.focus();
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const code = input.value.trim();
  if (!/^\d{6}$/.test(code)) {
    error.textContent = 'Enter the 6-digit code.';
    input.setAttribute('aria-invalid', 'true');
    return;
  }
  button.disabled = true;
  try {
    const response = await fetch(`/sandbox-gateway/api/3ds/authentications/${encodeURIComponent(id)}/challenge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) {
      error.textContent = body.message ?? 'Something went wrong. Please try again.';
      return;
    }
    const view = body.data;
    if (view.status === 'challenge') {
      error.textContent = view.message ?? 'That code is not right.';
      input.setAttribute('aria-invalid', 'true');
      input.select();
      return;
    }
    finish(view);
  } catch {
    error.textContent = 'We are not able to connect with payment server. Please try again later!';
  } finally {
    button.disabled = false;
  }
});

input.addEventListener('input', () => {
  input.value = input.value.replace(/\D/g, '');
  error.textContent = '';
  input.removeAttribute('aria-invalid');
});

load();
