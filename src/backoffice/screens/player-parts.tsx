// What a player's page is made of (issue 33): its lists — sessions (live or ended, with their device tag and browser),
// latest tickets, payments (each opening its page on the payments desk for those who may read it) and statement
// lines, each a slice of its store table by player in the server's order; the words for the codes the server sends
// (ticket status and kind, exclusion period; a code without a word shows as sent); and what its forms share: useSent
// (a command's state once sent from this form, so another page's outcome never shows here) and Said (the server's
// refusal or a success).
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { EN, type MessageKey } from '../i18n-en.ts';
import { card, scroller, stacked, table } from '../styles.ts';
import { etb, useWord, when } from './payment-parts.tsx';

/** Cards side by side on a desktop, one above the other on a phone. */
export const cards = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  align-items: start;
  gap: 0 16px;
`;

/** A User-Agent is one long word of up to 200 characters: it wraps anywhere, in small type, leaving the times room. */
const agentCell = css`
  display: block;
  font-size: 12px;
  overflow-wrap: anywhere;
  @media (min-width: 601px) {
    max-width: 360px;
  }
`;

/** A column as wide as the card on a phone's stacked rows (a long text in half of 390 px is a ribbon). */
const wideCells = css`
  @media (max-width: 600px) {
    td[data-wide] {
      grid-column: 1 / -1;
    }
  }
`;

/** A card's heading. */
export const title = css`
  font-size: 16px;
  margin: 0;
`;

type Row = Record<string, unknown>;

/** A word for a code: `player.status.WON`, `player.period.7d`, … or the code itself. */
export function usePlayerWord(): (group: 'player.status' | 'player.kind' | 'player.period', value: unknown) => string {
  const { t } = useI18n();
  return (group, value) => {
    if (value === undefined) {
      return '';
    }
    const key = `${group}.${String(value)}`;
    return key in EN ? t(key as MessageKey) : String(value);
  };
}

interface Column {
  label: MessageKey;
  num?: boolean;
  /** Spans both columns of a phone's stacked row. */
  wide?: boolean;
  show: (row: Row) => ReactNode;
}

/** One list of the profile: a table of its rows for this player, or a line saying there are none. */
function Part({
  heading,
  table: name,
  index,
  playerId,
  columns,
}: {
  heading: MessageKey;
  table: string;
  index: string;
  playerId: string;
  columns: Column[];
}) {
  const { t } = useI18n();
  const ids = useSliceRowIds(index, playerId);
  return (
    <section className={`${card} ${scroller}`} data-testid={name}>
      <h2 className={title} style={{ marginBottom: 12 }}>
        {t(heading)}
      </h2>
      {ids.length === 0 ? (
        <p>{t('player.none')}</p>
      ) : (
        <table className={`${table} ${stacked} ${wideCells}`}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} data-num={c.num}>
                  {t(c.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <PartLine key={id} table={name} id={id} columns={columns} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PartLine({ table: name, id, columns }: { table: string; id: string; columns: Column[] }) {
  const { t } = useI18n();
  const row = useRow(name, id);
  return (
    <tr data-testid={`${name}-line`}>
      {columns.map((c) => (
        <td key={c.label} data-label={t(c.label)} data-num={c.num} data-wide={c.wide}>
          {c.show(row)}
        </td>
      ))}
    </tr>
  );
}

export function SessionsPart({ playerId }: { playerId: string }) {
  const { t } = useI18n();
  const state = (s: Row): string => {
    if (s['live'] === true) {
      return t('player.session.live');
    }
    return s['revoked_at'] === undefined ? t('player.session.expired') : t('player.session.ended', { when: when(s['revoked_at']) });
  };
  const columns: Column[] = [
    { label: 'player.session.started', show: (s) => when(s['created_at']) },
    { label: 'player.session.expires', show: (s) => when(s['expires_at']) },
    { label: 'players.state', show: (s) => <strong data-live={s['live'] === true}>{state(s)}</strong> },
    // The same tag on two sessions (of this player or another) is the same device; none: the client did not say.
    {
      label: 'player.session.device',
      show: (s) => (s['device'] === undefined ? '—' : <code style={{ whiteSpace: 'nowrap' }}>{String(s['device'])}</code>),
    },
    { label: 'player.session.agent', wide: true, show: (s) => <span className={agentCell}>{String(s['user_agent'] ?? '—')}</span> },
  ];
  return <Part heading="player.sessions" table="playerSessions" index={BO_INDEX.sessionsByPlayer} playerId={playerId} columns={columns} />;
}

export function TicketsPart({ playerId }: { playerId: string }) {
  const word = usePlayerWord();
  const columns: Column[] = [
    { label: 'payments.time', show: (r) => when(r['created_at']) },
    { label: 'player.ticket.reference', show: (r) => <code>{String(r['reference_id'] ?? '')}</code> },
    { label: 'player.ticket.kind', show: (r) => word('player.kind', r['kind']) },
    { label: 'players.state', show: (r) => word('player.status', r['status']) },
    { label: 'player.ticket.stake', num: true, show: (r) => etb(r['stake']) },
    { label: 'player.ticket.win', num: true, show: (r) => etb(r['win']) },
  ];
  return <Part heading="player.tickets" table="playerTickets" index={BO_INDEX.ticketsByPlayer} playerId={playerId} columns={columns} />;
}

export function PaymentsPart({ playerId, linked }: { playerId: string; linked: boolean }) {
  const word = useWord();
  const columns: Column[] = [
    {
      label: 'payments.time',
      show: (r) =>
        linked ? <Link to={`/payments/${encodeURIComponent(String(r['id']))}` as string}>{when(r['created_at'])}</Link> : when(r['created_at']),
    },
    { label: 'payments.flow', show: (r) => word('payments.flow', r['flow']) },
    { label: 'payments.method', show: (r) => String(r['method'] ?? '') },
    { label: 'payments.amount', num: true, show: (r) => etb(r['amount']) },
    { label: 'payments.state', show: (r) => word('payments.state', r['state']) },
  ];
  return <Part heading="player.payments" table="playerPayments" index={BO_INDEX.paymentsByPlayer} playerId={playerId} columns={columns} />;
}

export function StatementPart({ playerId }: { playerId: string }) {
  const columns: Column[] = [
    { label: 'payments.time', show: (r) => when(r['at']) },
    { label: 'player.statement.kind', show: (r) => <code>{String(r['kind'] ?? '')}</code> },
    { label: 'player.statement.reason', show: (r) => String(r['reason'] ?? '') },
    { label: 'payments.amount', num: true, show: (r) => etb(r['amount']) },
  ];
  return <Part heading="player.statement" table="playerStatement" index={BO_INDEX.statementByPlayer} playerId={playerId} columns={columns} />;
}
