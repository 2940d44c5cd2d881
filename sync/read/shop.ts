// The shop counter's read side (issue 18): the one row of table shopCounter. The shop materializers write it
// (they load with the /shop chunk), the counter screen reads it by this id.

/** The shopCounter table's one row. */
export const COUNTER_ROW = 'counter';
