// The players desk's search (issue 33; players.view: admin, risk, finance, support): a phone in any usual writing, a
// player id, a ticket reference or a payment id (ours or the gateway's) finds the player — id, phone, balance,
// blocked or not, joined — and a line opens their page. The query lives in the page's search params (back from a
// profile shows the same results); each query is its own list in the store (a slice of the players-by-query index).
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { playersSearch } from '../../../sync/backoffice/store-players.ts';
import { useCell, useCommand, useEngine, useRead, useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, header, row, scroller, stacked, table } from '../styles.ts';
import { etb, when } from './payment-parts.tsx';

export function PlayersScreen() {
  const { t, say } = useI18n();
  const engine = useEngine();
  const navigate = useNavigate();
  const { q = '' } = playersSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const [typed, setTyped] = useState(q);
  // Back and forward move the query: the box shows the one whose results are shown.
  useEffect(() => setTyped(q), [q]);
  useRead(q === '' ? null : { type: 'SearchPlayers', q });
  const found = useSliceRowIds(BO_INDEX.playersByQuery, q);
  const answered = useCell('playerSearches', q, 'found') !== undefined;
  const search = useCommand('SearchPlayers');
  return (
    <>
      <div className={header}>
        <h1>{t('players.title')}</h1>
      </div>
      <form
        className={`${form} ${card}`}
        onSubmit={(event) => {
          event.preventDefault();
          const next = typed.trim();
          if (next === q && next !== '') {
            engine.refresh({ type: 'SearchPlayers', q });
          } else {
            void navigate({ to: '/players' as string, search: (next === '' ? {} : { q: next }) as never });
          }
        }}
      >
        <div className={row} style={{ alignItems: 'end' }}>
          <label style={{ flex: '1 1 320px' }}>
            {t('players.search')}
            <input name="q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={80} autoComplete="off" />
          </label>
          <button type="submit" className={button}>
            {t('players.find')}
          </button>
        </div>
      </form>
      {search.state === 'failed' && (
        <p className={alert} role="alert">
          {say(search.message)}
        </p>
      )}
      {q !== '' && (
        <section className={`${card} ${scroller}`}>
          {found.length === 0 ? (
            <p>{answered ? t('players.none', { q }) : search.state === 'failed' ? '' : t('common.loading')}</p>
          ) : (
            <table className={`${table} ${stacked}`}>
              <thead>
                <tr>
                  <th>{t('players.phone')}</th>
                  <th>{t('players.id')}</th>
                  <th data-num>{t('players.balance')}</th>
                  <th>{t('players.state')}</th>
                  <th>{t('players.joined')}</th>
                </tr>
              </thead>
              <tbody>
                {found.map((member) => (
                  <PlayerLine key={member} member={member} />
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </>
  );
}

function PlayerLine({ member }: { member: string }) {
  const { t } = useI18n();
  const id = String(useCell('playerResults', member, 'player_id') ?? '');
  const p = useRow('playerSummaries', id);
  return (
    <tr data-testid={`player-${id}`}>
      <td data-label={t('players.phone')}>
        <Link to={`/players/${encodeURIComponent(id)}` as string}>{String(p['phone'] ?? '')}</Link>
      </td>
      <td data-label={t('players.id')}>
        <code>{id}</code>
      </td>
      <td data-label={t('players.balance')} data-num>
        {etb(p['balance'])}
      </td>
      <td data-label={t('players.state')}>
        {p['blocked'] === true ? (
          <strong data-badge="blocked" style={{ color: 'var(--bo-danger)', background: '#fdecea', padding: '1px 8px', borderRadius: 10 }}>
            {t('players.blocked')}
          </strong>
        ) : (
          t('players.active')
        )}
      </td>
      <td data-label={t('players.joined')}>{when(p['created_at'])}</td>
    </tr>
  );
}
