import type { Subscription, SubscriptionNote } from "../../../server/subscriptions/subscriptions.ts";
import { paymentCodeText } from "../../i18n/payment-messages.en.ts";
import { subscriptionStatusName, subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { subscriptionNoticeKind, type SubscriptionNotice } from "./subscription-action-fields.ts";

// The words of the notice view-subscription shows after an action (a toast with JavaScript, spec
// §8). Only codes travel in the address: the removed product's name comes from the subscription's
// own note of the removal, and a refusal names the status the subscription is in now.

export async function subscriptionNoticeText(
  notice: SubscriptionNotice | null,
  subscription: Subscription,
  customerNotes: () => Promise<SubscriptionNote[]>,
): Promise<{ kind: "success" | "error"; text: string } | null> {
  if (notice === null) return null;
  const kind = subscriptionNoticeKind(notice.code);
  switch (notice.code) {
    case "subscription_line_removed": {
      const removal = (await customerNotes()).findLast((note) => note.code === "subscription_line_removed");
      const name = removal?.params["name"];
      return { kind, text: typeof name === "string" ? subscriptionText("subscriptionNotice.subscription_line_removed", name) : subscriptionText("subscriptionNotice.subscription_line_removed_unnamed") };
    }
    case "subscription_action_not_allowed":
      return { kind, text: subscriptionText("subscriptionNotice.subscription_action_not_allowed", subscriptionStatusName(subscription.status).toLowerCase()) };
    case "early_renewal_failed":
      return { kind, text: subscriptionText("subscriptionNotice.early_renewal_failed", paymentCodeText(notice.reason ?? "processing_error")) };
    default:
      return { kind, text: subscriptionText(`subscriptionNotice.${notice.code}`) };
  }
}
