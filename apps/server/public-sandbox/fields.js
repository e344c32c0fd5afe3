// Hosted card fields of the sandbox payment gateway. Runs inside the gateway's iframe: the card is
// checked and tokenised here, and only the token, masked number, BIN, expiry and holder name ever
// reach the merchant page (by postMessage, to the parent origin given in the iframe's address).
import { cardDigits, detectScheme, cvcLength, formatExpiryTyping, validateCard } from './card-rules.js';

const params = new URLSearchParams(location.search);
const parentOrigin = params.get('parent') ?? '';
const reference = params.get('reference') ?? '';
const amountCents = Number(params.get('amount') ?? '0');
const verification = params.get('verification') ?? '';

// Only talk to the page that framed us: the origin named in our address must be our real parent.
const ancestors = location.ancestorOrigins;
const parentKnown =
  window.parent !== window &&
  /^https?:\/\/[^/]+$/.test(parentOrigin) &&
  (!ancestors || ancestors.length === 0 || ancestors[0] === parentOrigin);

const form = document.getElementById('card-form');
const inputs = {
  number: document.getElementById('card-number'),
  expiry: document.getElementById('card-expiry'),
  cvc: document.getElementById('card-cvc'),
  name: document.getElementById('card-name'),
};
const touched = { number: false, expiry: false, cvc: false, name: false };
let lastBin = null;
let busy = false;

function post(message) {
  if (parentKnown) window.parent.postMessage({ source: 'sandbox-gateway', ...message }, parentOrigin);
}

function values() {
  return { number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value, name: inputs.name.value };
}

function showErrors(errors, fields) {
  for (const field of fields) {
    const input = inputs[field];
    const message = document.getElementById(`${input.id}-error`);
    const text = errors[field] ?? '';
    message.textContent = text;
    if (text) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
}

function formatNumber(digits) {
  if (detectScheme(digits) === 'amex')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function check() {
  const result = validateCard(values());
  showErrors(
    result.errors,
    Object.keys(touched).filter((f) => touched[f]),
  );
  inputs.cvc.maxLength = cvcLength(result.scheme);
  inputs.cvc.placeholder = result.scheme === 'amex' ? '4 digits' : '3 digits';
  const bin = result.bin;
  if (bin !== lastBin) {
    lastBin = bin;
    post({ type: 'bin', bin, scheme: result.scheme });
  }
  post({ type: 'change', valid: result.valid, bin, scheme: result.scheme });
  return result;
}

inputs.number.addEventListener('input', () => {
  const digits = cardDigits(inputs.number.value).replace(/\D/g, '').slice(0, 19);
  inputs.number.value = formatNumber(digits);
  check();
});
inputs.expiry.addEventListener('input', (event) => {
  inputs.expiry.value = formatExpiryTyping(inputs.expiry.value, event.inputType?.startsWith('delete'));
  check();
});
inputs.cvc.addEventListener('input', () => {
  inputs.cvc.value = inputs.cvc.value.replace(/\D/g, '');
  check();
});
inputs.name.addEventListener('input', check);
for (const [field, input] of Object.entries(inputs)) {
  input.addEventListener('blur', () => {
    touched[field] = true;
    check();
  });
}

async function tokenize(id) {
  if (busy) return;
  for (const field of Object.keys(touched)) touched[field] = true;
  const result = check();
  if (!result.valid) {
    const [field, message] = Object.entries(result.errors)[0];
    inputs[field].focus();
    post({ type: 'tokenize_error', id, field, message });
    return;
  }
  busy = true;
  form.setAttribute('aria-busy', 'true');
  try {
    const v = values();
    const response = await fetch('/sandbox-gateway/api/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: v.number,
        expiry: v.expiry,
        cvc: v.cvc,
        name: v.name,
        reference,
        amount_cents: amountCents,
        verification,
      }),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) {
      const field = body.errors?.[0]?.path;
      if (field && inputs[field]) showErrors({ [field]: body.message }, [field]);
      post({
        type: 'tokenize_error',
        id,
        field: field ?? null,
        message: body.message ?? 'Something went wrong. Please try again or use a different card!',
      });
      return;
    }
    post({ type: 'tokenized', id, result: body.data });
  } catch {
    post({
      type: 'tokenize_error',
      id,
      field: null,
      message: 'We are not able to connect with payment server. Please try again later!',
    });
  } finally {
    busy = false;
    form.removeAttribute('aria-busy');
  }
}

window.addEventListener('message', (event) => {
  if (!parentKnown || event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (!data || data.source !== 'sandbox-gateway-sdk') return;
  if (data.type === 'tokenize') tokenize(String(data.id ?? ''));
  if (data.type === 'focus') inputs.number.focus();
});

form.addEventListener('submit', (event) => event.preventDefault());

function reportHeight() {
  post({ type: 'resize', height: Math.ceil(document.documentElement.scrollHeight) });
}
new ResizeObserver(reportHeight).observe(document.body);
reportHeight();
post({ type: 'ready' });
