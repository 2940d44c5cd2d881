// The promo popup's read side (issue 14): the one row of table promoPopup. Kept apart from the promotion
// materializers, which load with the promotions chunks, so the popup and its trigger can find the row without them.

/** The promoPopup table's one row. */
export const POPUP_ROW = 'current';
