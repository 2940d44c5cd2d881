// Check Ticket's read side: the one row of table ticketLookup. The lookup's materializers write it, the command
// and the lookup dialog read it by this id.

/** The ticketLookup table's one row. */
export const LOOKUP_ROW = 'current';
