// Responsible gaming's read side (issue 18): the one row of table responsibleGaming. Kept apart from the
// responsible-gaming materializers, which load with their chunks, so a home-route read (the support phone) can
// find the row without them.

/** The responsibleGaming table's one row: the player's. */
export const RG_ROW = 'me';
