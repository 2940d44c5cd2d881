// The wallet statement as a cached resource (issue 13): GET of the WalletStatement declaration with the player's
// session (the server answers the session player's own statement; there is no user id to send), pages of 20
// newest first; 'Load more' asks from the count already shown. A balance change outdates the pages
// (materializers/statement.ts), so a new bet or a payout shows at once on an open statement.
import { WalletStatement } from '../schema/endpoints/wallet.ts';
import type { StatementPage } from '../schema/statement.ts';
import { readOf } from './declared.ts';
import type { SessionAuth } from './http.ts';
import { STATEMENT_KEY } from './materializers/statement.ts';
import { addStatementMaterializers } from './families/statement.ts';
import type { ResourceDef } from './resources.ts';

/** Entries per page (the server's default too). */
const STATEMENT_PAGE = 20;
/** How long a page stays fresh (ours: the spec has no statement); a balance change outdates it anyway. */
const STATEMENT_TTL = 30_000;

export interface StatementQuery {
  session: SessionAuth;
  /** 0 for the first page (a refresh), the count already shown for 'Load more'. */
  offset: number;
}

/** The cache key of the page at an offset: 'statement' for the first, 'statement@<offset>' after. */
const statementKey = (offset: number): string => (offset === 0 ? STATEMENT_KEY : `${STATEMENT_KEY}@${offset}`);

export function statementResource(q: StatementQuery): ResourceDef {
  addStatementMaterializers();
  const key = statementKey(q.offset);
  const def: ResourceDef<StatementPage> = {
    key,
    ttl: STATEMENT_TTL,
    ...readOf(WalletStatement),
    query: { limit: String(STATEMENT_PAGE), offset: String(q.offset) },
    session: q.session,
    failureCode: 'STATEMENT_FAILED',
    toEvent: (page) => ({ type: 'v1.StatementLoaded', payload: { key, page } }),
  };
  return def as unknown as ResourceDef;
}
