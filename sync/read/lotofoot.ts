// LotoFoot's read side (issue 14): the one row of table lotofootSubmit, the submit's state. The LotoFoot
// materializers write it, the submit command and the screen read it by this id.

/** The lotofootSubmit table's one row. */
export const SUBMIT_ROW = 'current';
