// The Games screen (issue 33; games.manage: admin): each merchant's real-money switch for casino and virtual play
// (turned only after a confirmation that says what it means for the players), the game providers (the sync's state,
// games count, the operator's On/Off) and the games page by page, narrowed to a provider and a name, each with its
// own On/Off. Every On/Off asks for a reason (kept in the audit trail) before it is sent; the server's answer
// replaces the row it changed. A switched-off provider or game leaves every lobby and launch; rounds in play settle.
import { useState } from 'react';
import type { GameCatalogFilter } from '../../../sync/backoffice/events.ts';
import { gameFilter } from '../../../sync/backoffice/store-games.ts';
import { useCommand, useRead, useSortedRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, card, header, scroller, stacked, table } from '../styles.ts';
import { GamesTable } from './games-list.tsx';
import { heading, ProviderLine, RealMoneyLine } from './games-parts.tsx';

export function GamesScreen() {
  const { t } = useI18n();
  const [filter, setFilter] = useState<GameCatalogFilter>({});
  const shown = gameFilter(filter);
  useRead({ type: 'LoadGameSettings' });
  useRead({ type: 'LoadGameCatalog', filter: shown });
  return (
    <>
      <div className={header}>
        <h1>{t('games.title')}</h1>
      </div>
      <RealMoney />
      <Providers onShowGames={(provider) => setFilter({ provider })} />
      <GamesTable filter={shown} onFilter={setFilter} />
    </>
  );
}

function RealMoney() {
  const { t, say } = useI18n();
  const ids = useSortedRowIds('gameSettings');
  const load = useCommand('LoadGameSettings');
  return (
    <section className={`${card} ${scroller}`} data-testid="real-money">
      <h2 style={heading}>{t('games.realMoney')}</h2>
      <p>{t('games.realMoney.intro')}</p>
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {t('common.refreshFailed', { message: say(load.message) })}
        </p>
      )}
      {ids.length === 0 ? (
        <p>{load.state === 'failed' ? '' : t('common.loading')}</p>
      ) : (
        <table className={`${table} ${stacked}`}>
          <thead>
            <tr>
              <th>{t('games.merchant')}</th>
              <th>{t('games.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <RealMoneyLine key={id} merchant={id} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Providers({ onShowGames }: { onShowGames: (provider: string) => void }) {
  const { t, say } = useI18n();
  const ids = useSortedRowIds('gameProviders', 'position');
  const load = useCommand('LoadGameCatalog');
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <section className={`${card} ${scroller}`} data-testid="game-providers">
      <h2 style={heading}>{t('games.providers')}</h2>
      <p>{t('games.providers.intro')}</p>
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {t('common.refreshFailed', { message: say(load.message) })}
        </p>
      )}
      {ids.length === 0 ? (
        <p>{load.state === 'busy' ? t('common.loading') : t('games.providers.none')}</p>
      ) : (
        <table className={`${table} ${stacked}`}>
          <thead>
            <tr>
              <th>{t('games.name')}</th>
              <th>{t('games.kind')}</th>
              <th>{t('games.synced')}</th>
              <th data-num>{t('games.count')}</th>
              <th>{t('games.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <ProviderLine
                key={id}
                id={id}
                asking={asking === id}
                onAsk={(open) => setAsking(open ? id : null)}
                onShowGames={() => onShowGames(id)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
