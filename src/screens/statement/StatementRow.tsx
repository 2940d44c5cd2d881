// One entry of the statement: what happened (by kind, in the player's language; a casino or virtual game's
// movement with the game's name, issue 29), when (dd/MM/yyyy HH:mm), the ticket reference, the payment's short
// reference (PAY-…) or the game's round when there is one, the signed amount in ETB (green +, red −) and the
// balance after it; a points entry (bonus granted or unlocked) moves no money and shows '+50 pts' instead.
import { memo } from 'react';
import { STATEMENT_KINDS } from '../../../schema/statement.ts';
import { useRow } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { formatNumericDateTime } from '../../i18n/calendar.ts';
import { formatAmount } from '../../components/format.ts';

type Kind = (typeof STATEMENT_KINDS)[number];
/** Points as the spec writes them ('+50 pts'): whole points without decimals, else two. */
const points = (p: number): string => (Number.isInteger(p) ? p.toLocaleString('en-US') : formatAmount(p));
const isKind = (k: string | undefined): k is Kind => (STATEMENT_KINDS as readonly string[]).includes(k ?? '');

export const StatementRow = memo(function StatementRow({ id }: { id: string }) {
  const t = useT();
  const r = useRow('statementEntries', id);
  const kind: Kind = isKind(r.kind) ? r.kind : 'other';
  const amount = r.amount ?? 0;
  const money = r.has_balance === true;
  const sign = !money ? 'pts' : amount < 0 ? '-' : '+';
  const game = r.game_name ?? '';
  const round = r.round_id ?? '';
  // A game's rollback returns its stake: 'Bet refunded', not a ticket's 'Settlement reversed'.
  const what = round !== '' && kind === 'rollback' ? t('statement.gameRollback') : t(`statement.kind.${kind}`);
  return (
    <li className="row" data-testid="statement-row" data-kind={kind}>
      <span className="what">
        {what}
        {game ? (
          <>
            {' · '}
            <span data-testid="statement-game">{game}</span>
          </>
        ) : null}
      </span>
      <span className="amount" data-sign={sign} data-testid="statement-amount">
        {money ? `${amount < 0 ? '−' : '+'}${formatAmount(Math.abs(amount))} ETB` : t('statement.points', { amount: points(r.points ?? 0) })}
      </span>
      <span className="when">
        <time>{r.created_at ? formatNumericDateTime(r.created_at) : ''}</time>
      </span>
      <span className="after">
        {money ? (
          <>
            {t('statement.balanceAfter')} <b data-testid="statement-balance">{formatAmount(r.balance_after ?? 0)} ETB</b>
          </>
        ) : null}
      </span>
      {round ? (
        <span className="ref">
          {t('statement.round')} <code data-testid="statement-round">{round}</code>
        </span>
      ) : r.reference ? (
        <span className="ref">
          {t('statement.reference')} <code data-testid="statement-reference">{r.reference}</code>
        </span>
      ) : null}
    </li>
  );
});
