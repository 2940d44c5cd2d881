// The account's read side: where the wallet lives in the store. One row ('current') holds the signed-in player's
// wallet; the account materializers write it, the screens and the auth persistence read it by this id.

/** The wallet table's one row. */
export const WALLET_ROW = 'current';
