/** The radio group of a customer's saved cards at checkout: a saved card's id, or NEW_CARD. */
export const SAVED_METHOD_FIELD = "saved_payment_method";
export const NEW_CARD = "new";
