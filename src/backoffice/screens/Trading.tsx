// The trading desk (issue 33, trader and risk): matches not yet over, largest exposure first, found by team; one
// match's markets with each outcome's price, stakes and liability (what the book pays if it happens). A trader sets
// a price or suspends and resumes a market; the change goes out to every player's page as ODDS_CHANGE and the match
// is read back at once. The market list comes from the store's markets-by-match and outcomes-by-market indexes.
// Each market's Limit opens the risk form for it; the Resettle panel (trading-resettle.tsx) asks for a resettlement.
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { useCommand, useEngine, useMe, useRead, useRow, useSliceRowIds, useSortedRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, header, row, stacked, table } from '../styles.ts';
import { etb } from './payment-parts.tsx';
import { MarketLimit } from './risk-parts.tsx';
import { ResettlePanel } from './trading-resettle.tsx';
import { ResultPanel } from './trading-result.tsx';

export function TradingScreen() {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useRead({ type: 'LoadTradingMatches', ...(q === '' ? {} : { q }) });
  const ids = useSortedRowIds('tradingMatches', 'rank');
  return (
    <>
      <div className={header}>
        <h1>{t('trading.title')}</h1>
      </div>
      <form
        className={`${form} ${card}`}
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
        }}
      >
        <div className={row}>
          <label>
            {t('trading.search')}
            <input name="q" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <button type="submit" className={button} data-kind="secondary">
            {t('audit.search')}
          </button>
        </div>
      </form>
      <section className={card}>
        <table className={`${table} ${stacked}`}>
          <thead>
            <tr>
              <th>{t('trading.match')}</th>
              <th>{t('trading.kickoff')}</th>
              <th data-num>{t('trading.tickets')}</th>
              <th data-num>{t('trading.stakes')}</th>
              <th data-num>{t('trading.liability')}</th>
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <MatchLine key={id} id={id} />
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function MatchLine({ id }: { id: string }) {
  const { t } = useI18n();
  const m = useRow('tradingMatches', id);
  return (
    <tr data-testid={`trading-match-${id}`}>
      <td data-label={t('trading.match')}>
        {/* The players' router types every Link of this codebase; the back office's own paths go as plain text. */}
        <Link to={`/trading/${encodeURIComponent(id)}` as string}>
          {String(m['home_team'])} – {String(m['away_team'])}
        </Link>
      </td>
      <td data-label={t('trading.kickoff')}>{new Date(String(m['start_time'])).toLocaleString()}</td>
      <td data-label={t('trading.tickets')} data-num>
        {String(m['open_tickets'] ?? 0)}
      </td>
      <td data-label={t('trading.stakes')} data-num>
        {etb(m['stakes'])}
      </td>
      <td data-label={t('trading.liability')} data-num>
        {etb(m['liability'])}
      </td>
    </tr>
  );
}

export function TradingMatchScreen() {
  const { t, say } = useI18n();
  const { matchId = '' } = useParams({ strict: false }) as { matchId?: string };
  useRead({ type: 'LoadTradingMatch', id: matchId });
  const m = useRow('tradingMatches', matchId);
  const markets = useSliceRowIds(BO_INDEX.marketsByMatch, matchId);
  const change = useCommand('ChangePrice');
  return (
    <>
      <div className={header}>
        <h1>
          {String(m['home_team'] ?? '')} – {String(m['away_team'] ?? '')}
        </h1>
        <span>
          {t('trading.liability')}: {etb(m['liability'])} ETB · {t('trading.stakes')}: {etb(m['stakes'])} ETB
        </span>
      </div>
      {change.state === 'failed' && (
        <p className={alert} role="alert">
          {say(change.message)}
        </p>
      )}
      <ResultPanel matchId={matchId} />
      <ResettlePanel matchId={matchId} />
      {markets.map((key) => (
        <MarketCard key={key} marketKey={key} />
      ))}
    </>
  );
}

function MarketCard({ marketKey }: { marketKey: string }) {
  const { t } = useI18n();
  const engine = useEngine();
  const me = useMe();
  const k = useRow('tradingMarkets', marketKey);
  const outcomes = useSliceRowIds(BO_INDEX.outcomesByMarket, marketKey);
  const suspended = k['status'] === 'suspended';
  const mayTrade = me?.permissions.has('trading.prices') ?? false;
  const [matchId = '', marketId = '', specifier = ''] = marketKey.split('|');
  const firstOutcome = outcomes[0]?.split('|')[3] ?? '';
  return (
    <section className={card} data-testid={`market-${marketId}-${specifier}`}>
      <div className={header}>
        <h2 style={{ fontSize: 16, margin: 0 }}>
          {String(k['name'] ?? '')}
          {specifier === '' ? '' : ` (${specifier})`} · {suspended ? t('trading.suspended') : t('trading.active')}
        </h2>
        <span className={row}>
          <MarketLimit matchId={matchId} marketId={marketId} specifier={specifier} />
          {mayTrade && (
            <button
              type="button"
              className={button}
              data-kind={suspended ? 'secondary' : 'danger'}
              onClick={() =>
                engine.dispatch({
                  type: 'ChangePrice',
                  change: { matchId, marketId, specifier, outcomeId: firstOutcome, status: suspended ? 'active' : 'suspended' },
                })
              }
            >
              {suspended ? t('trading.resume') : t('trading.suspend')}
            </button>
          )}
        </span>
      </div>
      <table className={`${table} ${stacked}`}>
        <thead>
          <tr>
            <th>{t('trading.outcome')}</th>
            <th>{t('trading.odds')}</th>
            <th data-num>{t('trading.tickets')}</th>
            <th data-num>{t('trading.stakes')}</th>
            <th data-num>{t('trading.liability')}</th>
          </tr>
        </thead>
        <tbody>
          {outcomes.map((id) => (
            <OutcomeLine key={id} id={id} mayTrade={mayTrade} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OutcomeLine({ id, mayTrade }: { id: string; mayTrade: boolean }) {
  const { t } = useI18n();
  const engine = useEngine();
  const o = useRow('tradingOutcomes', id);
  const [matchId = '', marketId = '', specifier = '', outcomeId = ''] = id.split('|');
  const [odds, setOdds] = useState('');
  const value = Number(odds);
  const valid = odds !== '' && Number.isFinite(value) && value >= 1.01 && value <= 500;
  return (
    <tr data-testid={`outcome-${outcomeId}`}>
      <td data-label={t('trading.outcome')}>{String(o['name'] ?? '')}</td>
      <td data-label={t('trading.odds')}>
        <strong data-testid="price">{Number(o['odds'] ?? 0).toFixed(2)}</strong>
        {mayTrade && (
          <span className={row} style={{ display: 'inline-flex', marginLeft: 8 }}>
            <input aria-label={t('trading.newPrice')} inputMode="decimal" size={6} value={odds} onChange={(e) => setOdds(e.target.value)} />
            <button
              type="button"
              className={button}
              data-kind="secondary"
              disabled={!valid}
              onClick={() => {
                engine.dispatch({ type: 'ChangePrice', change: { matchId, marketId, specifier, outcomeId, odds: Math.round(value * 100) / 100 } });
                setOdds('');
              }}
            >
              {t('trading.setPrice')}
            </button>
          </span>
        )}
      </td>
      <td data-label={t('trading.tickets')} data-num>
        {String(o['open_tickets'] ?? 0)}
      </td>
      <td data-label={t('trading.stakes')} data-num>
        {etb(o['stakes'])}
      </td>
      <td data-label={t('trading.liability')} data-num>
        {etb(o['liability'])}
      </td>
    </tr>
  );
}
