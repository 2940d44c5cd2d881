// The Games screen's games (issue 33): narrowed to a provider and to names containing a text (sent when the form is
// submitted, not at each key), a page of 50 at a time with its pager, each game with the sync's word on whether the
// supplier still offers it, its state (off by itself, or by its provider) and its own On/Off through the reason prompt.
import { useState } from 'react';
import type { GameCatalogFilter } from '../../../sync/backoffice/events.ts';
import { gameListKey } from '../../../sync/backoffice/store-games.ts';
import { useCommand, useRow, useSortedRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { button, card, form, row, scroller, stacked, table } from '../styles.ts';
import { heading, State, SwitchPrompt } from './games-parts.tsx';

export function GamesTable({ filter, onFilter }: { filter: GameCatalogFilter; onFilter: (f: GameCatalogFilter) => void }) {
  const { t } = useI18n();
  const providers = useSortedRowIds('gameProviders', 'position');
  const key = gameListKey(filter);
  const ids = JSON.parse(String(useRow('gameLists', key)['ids'] ?? '[]')) as string[];
  const load = useCommand('LoadGameCatalog');
  const [q, setQ] = useState(filter.q ?? '');
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <section className={`${card} ${scroller}`} data-testid="games">
      <h2 style={heading}>{t('games.games')}</h2>
      <form
        className={`${form} ${row}`}
        style={{ alignItems: 'end', marginBottom: 8 }}
        onSubmit={(event) => {
          event.preventDefault();
          onFilter({ provider: filter.provider, q });
        }}
      >
        <label>
          {t('games.provider')}
          <select name="provider" value={filter.provider ?? ''} onChange={(e) => onFilter({ provider: e.target.value, q: filter.q })}>
            <option value="">{t('games.allProviders')}</option>
            {providers.map((id) => (
              <ProviderOption key={id} id={id} />
            ))}
          </select>
        </label>
        <label style={{ flex: '1 1 200px' }}>
          {t('games.search')}
          <input name="q" type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={100} />
        </label>
        <button type="submit" className={button}>
          {t('games.find')}
        </button>
      </form>
      {ids.length === 0 ? (
        <p>{load.state === 'busy' ? t('common.loading') : t('games.none')}</p>
      ) : (
        <table className={`${table} ${stacked}`}>
          <thead>
            <tr>
              <th>{t('games.name')}</th>
              <th>{t('games.provider')}</th>
              <th>{t('games.category')}</th>
              <th>{t('games.listed')}</th>
              <th>{t('games.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <GameLine key={id} id={id} asking={asking === id} onAsk={(open) => setAsking(open ? id : null)} />
            ))}
          </tbody>
        </table>
      )}
      <Pager list={key} filter={filter} onFilter={onFilter} />
    </section>
  );
}

function ProviderOption({ id }: { id: string }) {
  return <option value={id}>{String(useRow('gameProviders', id)['display_name'] ?? id)}</option>;
}

function GameLine({ id, asking, onAsk }: { id: string; asking: boolean; onAsk: (open: boolean) => void }) {
  const { t } = useI18n();
  const g = useRow('games', id);
  const provider = String(g['provider'] ?? '');
  const providerOff = useRow('gameProviders', provider)['switched_off'] === true;
  const name = String(g['name'] ?? id);
  const on = g['switched_off'] !== true;
  return (
    <>
      <tr data-testid={`game-${id}`}>
        <td data-label={t('games.name')}>{name}</td>
        <td data-label={t('games.provider')}>{String(g['provider_name'] ?? provider)}</td>
        <td data-label={t('games.category')}>{String(g['category'] ?? '')}</td>
        <td data-label={t('games.listed')}>{g['listed'] === true ? t('games.listed.yes') : t('games.listed.no')}</td>
        <td data-label={t('games.state')}>
          <State on={on} byProvider={providerOff} />
        </td>
        <td>
          {!asking && (
            <button type="button" className={button} data-kind={on ? 'danger' : 'secondary'} onClick={() => onAsk(true)}>
              {on ? t('games.switchOff') : t('games.switchOn')}
            </button>
          )}
        </td>
      </tr>
      {asking && (
        <SwitchPrompt
          command="SwitchGame"
          id={id}
          on={!on}
          columns={6}
          question={t(on ? 'games.prompt.gameOff' : 'games.prompt.gameOn', { name })}
          onClose={() => onAsk(false)}
        />
      )}
    </>
  );
}

/** The pager under the games table: the page shown of how many, previous and next. */
function Pager({ list, filter, onFilter }: { list: string; filter: GameCatalogFilter; onFilter: (f: GameCatalogFilter) => void }) {
  const { t } = useI18n();
  const l = useRow('gameLists', list);
  if (l['total'] === undefined) {
    return null;
  }
  const total = Number(l['total']);
  const pages = Math.max(1, Math.ceil(total / Number(l['per_page'] ?? 50)));
  const page = filter.page ?? 1;
  return (
    <div className={row} style={{ marginTop: 8 }}>
      <span data-testid="games-page">{t('games.page', { page, pages, total })}</span>
      <button type="button" className={button} data-kind="secondary" disabled={page <= 1} onClick={() => onFilter({ ...filter, page: page - 1 })}>
        {t('games.prev')}
      </button>
      <button type="button" className={button} data-kind="secondary" disabled={page >= pages} onClick={() => onFilter({ ...filter, page: page + 1 })}>
        {t('games.next')}
      </button>
    </div>
  );
}
