// The local provider's hosted checkout page: a plain server-rendered form (no script, so the studio's
// CSP holds), in the spirit of a payment provider's hosted page. Values are HTML-escaped.
import { formatPrice } from '@vitrine/core';
import type { HostedCheckout } from './local-provider.ts';
import { TEST_CARDS } from './test-cards.ts';
import { CHECKOUT_TEXTS } from './texts.ts';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
body{margin:0;font-family:Ubuntu,system-ui,sans-serif;background:#f5f5f5;color:#171717}
main{max-width:420px;margin:48px auto;background:#fff;border:1px solid #e5e5e5;border-radius:16px;padding:28px}
h1{font-size:14px;font-weight:500;color:#737373;margin:0 0 16px}
.what{font-size:15px;margin:0}.amount{font-size:28px;font-weight:600;margin:4px 0 20px}
label{display:block;font-size:12px;color:#525252;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #d4d4d4;border-radius:8px;font-size:14px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;margin-top:20px;padding:12px;border:0;border-radius:8px;background:#f97316;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
.error{background:#fef2f2;color:#b91c1c;border-radius:8px;padding:10px 12px;font-size:13px;margin:0 0 8px}
.note{font-size:12px;color:#737373;margin-top:20px;line-height:1.6}.note code{color:#171717}
a{color:#ea580c}`;

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${CHECKOUT_TEXTS.title}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderCheckoutPage(
  hosted: HostedCheckout,
  options: { error?: string; values?: { name?: string; expiry?: string }; plansUrl: string },
): string {
  if (!hosted.open) {
    return page(
      `<h1>${CHECKOUT_TEXTS.title}</h1><p class="what">${CHECKOUT_TEXTS.closed}</p><p class="note">${CHECKOUT_TEXTS.closedHint}</p><p><a href="${escape(options.plansUrl)}">${CHECKOUT_TEXTS.back}</a></p>`,
    );
  }
  const amount = formatPrice(hosted.amount, hosted.currencyCode);
  const cards = TEST_CARDS.map((card) => `<code>${card.number}</code> ${escape(card.outcome)}`).join('<br>');
  return page(`<h1>${CHECKOUT_TEXTS.title}</h1>
<p class="what" data-testid="checkout-item">${escape(hosted.description)}</p>
<p class="amount" data-testid="checkout-amount">${escape(amount)}<small>${CHECKOUT_TEXTS.perPeriod(hosted.period)}</small></p>
${options.error ? `<p class="error" role="alert">${escape(options.error)}</p>` : ''}
<form method="post" autocomplete="off">
<label for="name">Name on card</label><input id="name" name="name" required maxlength="100" value="${escape(options.values?.name ?? '')}">
<label for="number">Card number</label><input id="number" name="number" required inputmode="numeric" maxlength="23" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" required maxlength="7" placeholder="12/30" value="${escape(options.values?.expiry ?? '')}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" required inputmode="numeric" maxlength="4" placeholder="123"></div></div>
<button type="submit">${escape(CHECKOUT_TEXTS.pay(amount))}</button>
</form>
<p class="note">${CHECKOUT_TEXTS.testMode}<br>${cards}</p>
<p class="note"><a href="${escape(options.plansUrl)}">${CHECKOUT_TEXTS.back}</a></p>`);
}
