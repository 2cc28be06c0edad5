import type { OrderNote } from "../../../server/orders/orders.ts";
import { orderNoteText } from "../../i18n/checkout-messages.en.ts";
import { t } from "../../i18n/t.ts";
import { formatDate } from "../ui/format-date.ts";

// "Order updates": the notes the customer was meant to read (forCustomer), oldest first, worded
// from their codes. Nothing shows when there are none.

export function OrderNotes({ notes, locale }: { notes: readonly OrderNote[]; locale: string }) {
  if (notes.length === 0) return null;
  return (
    <section className="woocommerce-OrderUpdates-section" aria-labelledby="order-updates-heading">
      <h2 id="order-updates-heading">{t("accountOrders.updates")}</h2>
      <ol className="woocommerce-OrderUpdates commentlist notes">
        {notes.map((note, index) => (
          <li key={`${note.code}-${index}`} className="woocommerce-OrderUpdate comment note">
            <p className="woocommerce-OrderUpdate-meta meta">
              <time dateTime={note.createdAt}>{formatDate(note.createdAt, locale)}</time>
            </p>
            <p className="woocommerce-OrderUpdate-description description">{orderNoteText(note.code, note.params, locale)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
