import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { SWITCH_ATTEMPT_FIELD, SWITCH_ITEM_PARAM, SWITCH_VARIATION_PARAM, switchSubscriptionPath } from "./subscription-switch-paths.ts";

// The switch page's two steps (docs/decisions/033), plain forms that work without JavaScript:
// choosing the new variation (a GET form, so the review is an address the browser can go back
// to), and the review with the confirming POST, whose attempt key makes a double submission
// switch once.

export interface SwitchOptionView {
  variationId: number;
  label: string;
  /** "$52.00 every 3 months". */
  price: string;
  current: boolean;
}

export interface SwitchReviewView {
  variationId: number;
  from: SwitchOptionView | null;
  to: { label: string; price: string };
  /** prorate-switch.ts's kind: an upgrade, a downgrade or a crossgrade. */
  kind: "upgrade" | "downgrade" | "crossgrade";
  dueToday: string;
  nextPayment: string;
  attemptKey: string;
}

export function SwitchChoices({ subscriptionId, lineIndex, lineName, options }: { subscriptionId: number; lineIndex: number; lineName: string; options: readonly SwitchOptionView[] }) {
  const path = `/my-account/switch-subscription/${subscriptionId}`;
  return (
    <form method="get" action={path} className="subscription-switch-choices">
      <p className="woocommerce-info">{subscriptionText("subscriptionSwitch.current")}</p>
      <input type="hidden" name={SWITCH_ITEM_PARAM} value={lineIndex} />
      <fieldset>
        <legend>
          {lineName}: {subscriptionText("subscriptionSwitch.choose")}
        </legend>
        {options.map((option) => (
          <p key={option.variationId} className="subscription-switch-option">
            <label>
              <input type="radio" name={SWITCH_VARIATION_PARAM} value={option.variationId} disabled={option.current} required />{" "}
              {option.current ? subscriptionText("subscriptionSwitch.currentOption", option.label) : option.label} – {option.price}
            </label>
          </p>
        ))}
      </fieldset>
      <button type="submit" className="button">
        {subscriptionText("subscriptionSwitch.button")}
      </button>
    </form>
  );
}

function kindNote(review: SwitchReviewView): string {
  if (review.kind === "downgrade") return subscriptionText("subscriptionSwitch.downgradeNote", review.nextPayment);
  if (review.kind === "upgrade" && review.dueToday !== "") return subscriptionText("subscriptionSwitch.upgradeNote", review.dueToday);
  return subscriptionText("subscriptionSwitch.crossgradeNote");
}

export function SwitchReviewForm({ subscriptionId, lineIndex, lineName, review, csrfToken }: { subscriptionId: number; lineIndex: number; lineName: string; review: SwitchReviewView; csrfToken: string }) {
  const rows = [
    { key: "from", label: subscriptionText("subscriptionSwitch.from"), value: review.from === null ? lineName : `${lineName} – ${review.from.label} – ${review.from.price}` },
    { key: "to", label: subscriptionText("subscriptionSwitch.to"), value: `${lineName} – ${review.to.label} – ${review.to.price}` },
    { key: "due-today", label: subscriptionText("subscriptionSwitch.dueToday"), value: review.dueToday },
    { key: "next-payment", label: subscriptionText("subscriptionSwitch.nextPayment"), value: review.nextPayment },
  ];
  return (
    <form method="post" action={`/my-account/switch-subscription/${subscriptionId}`} className="subscription-switch-review">
      <table className="shop_table subscription-switch" aria-label={subscriptionText("subscriptionSwitch.review")}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={`subscription-switch-${row.key}`}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{kindNote(review)}</p>
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name={SWITCH_ITEM_PARAM} value={lineIndex} />
      <input type="hidden" name={SWITCH_VARIATION_PARAM} value={review.variationId} />
      <input type="hidden" name={SWITCH_ATTEMPT_FIELD} value={review.attemptKey} />
      <p>
        <button type="submit" className="button">
          {subscriptionText("subscriptionSwitch.confirm")}
        </button>{" "}
        <a href={switchSubscriptionPath(subscriptionId, lineIndex)}>{subscriptionText("subscriptionSwitch.back")}</a>
      </p>
    </form>
  );
}
