import { cartCodeText } from "../../i18n/cart-messages.en.ts";

// "Have a coupon?" in place: the code goes to the cart's Store API (as on the cart page), its
// notice is shown in the coupon form, and the checkout refresh brings the review's new totals.
// The typed checkout fields stay as they are (without JavaScript the page comes back).

export const APPLY_COUPON_PATH = "/api/v1/cart/apply-coupon";

interface CouponAnswer {
  error?: { code: string; params?: Record<string, string | number> };
}

function show(target: HTMLElement, notices: readonly { code: string; params: Record<string, string | number> }[], isError: boolean): void {
  target.className = `coupon-notices ${isError ? "woocommerce-error" : "woocommerce-message"}`;
  target.textContent = notices.map((n) => cartCodeText(n.code, n.params)).join(" ");
}

export function applyCouponInPlace(couponForm: HTMLFormElement, afterApply: () => void): void {
  const notices = couponForm.querySelector<HTMLElement>("[data-coupon-notices]");
  couponForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const code = couponForm.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.value ?? "";
    const csrf = couponForm.querySelector<HTMLInputElement>('input[name="csrf_token"]')?.value ?? "";
    fetch(APPLY_COUPON_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json", "x-csrf-token": csrf },
      body: JSON.stringify({ code }),
    })
      .then(async (response) => {
        const answer = (await response.json()) as CouponAnswer;
        if (notices === null) return;
        if (answer.error !== undefined) show(notices, [{ code: answer.error.code, params: answer.error.params ?? {} }], true);
        else {
          // The cart's own notices are about its lines; the cart page says "applied" itself too.
          show(notices, [{ code: "coupon_applied", params: { code } }], false);
          afterApply();
        }
      })
      .catch(() => {
        if (notices !== null) show(notices, [{ code: "request_failed", params: {} }], true);
      });
  });
}
