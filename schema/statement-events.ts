// Client events of the player's wallet statement (issue 13). Loaded with the statement chunk, not the home route.
import { type, string } from 'superstruct';
import { StatementPage } from './statement.ts';

export const StatementEventPayloads = {
  /** A page of the player's wallet statement: offset 0 replaces the statement, a later page extends it. */
  'v1.StatementLoaded': type({ key: string(), page: StatementPage }),
} as const;
