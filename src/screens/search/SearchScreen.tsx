// The search view (issue 29, route /search?q=): a field, then sports, leagues and matches whose names match,
// in the player's language or English. The store answers at once, as the player types (sync/search.ts); the
// server's answer for the settled query (GET /api/v1/search through the sync engine, a cached resource) merges
// in below. The query is kept in the address (replacing the entry), so Back leaves the search and a link can
// be shared. Each result leads where a player expects: a sport to its list, a league to its page, a match to
// its markets (phone: /sports; desktop: /desktop-sports). A lazy chunk: the home route carries none of it.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useResource, useStore, useTable } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useCountryName } from '../../i18n/feed-names.ts';
import { useLayout } from '../../layout/layout.ts';
import { failureText } from '../../components/error-text.ts';
import { queryWords } from '../../../domain/search.ts';
import { SEARCH_SERVER_MIN, searchResource, searchResults } from '../../../sync/search.ts';
import { useSportName } from '../home/sport-label.ts';
import { Field, Note, Root } from './search-style.ts';
import { ResultGroups } from './SearchResults.tsx';

/** How long the field must rest before the server is asked (a slow phone types slowly; one request per word). */
const SETTLE_MS = 350;

export function SearchScreen() {
  const t = useT();
  const navigate = useNavigate();
  const desktop = useLayout() === 'desktop';
  const { q = '' } = useSearch({ from: '/search' });
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text === q) {
      return undefined;
    }
    const timer = setTimeout(() => void navigate({ to: '/search', search: text.trim() ? { q: text } : {}, replace: true }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, q, navigate]);

  const askServer = q.trim().length >= SEARCH_SERVER_MIN && queryWords(q).length > 0;
  const server = useResource(askServer ? searchResource(q) : null);
  const store = useStore();
  const sportName = useSportName();
  const countryName = useCountryName();
  // Re-read when any table the search draws from changes (a list landing, the server's answer).
  const tables = [
    useTable('sports'),
    useTable('topLeagues'),
    useTable('tournaments'),
    useTable('matches'),
    useTable('listItems'),
    useTable('searchHits'),
  ];
  const results = useMemo(
    () => (store ? searchResults(store, text, (name) => (sportName(name) !== name ? sportName(name) : countryName(name)), Date.now()) : null),
    [store, text, sportName, countryName, ...tables],
  );
  const words = queryWords(text);
  const empty = results !== null && results.sports.length + results.tournaments.length + results.matches.length === 0;
  const settled = text === q && server.status !== 'loading';
  return (
    // data-query and data-settled say which query the results are of and whether the server's part is in (journeys wait on them).
    <Root data-testid="search-view" data-query={q} data-settled={settled && (!askServer || server.status !== 'idle')}>
      <Field role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={64}
          // Opening the view means searching: the field takes the focus.
          // biome-ignore lint/a11y/noAutofocus: the view is opened to type a search; its field is all it offers first
          autoFocus
          data-testid="search-input"
        />
        {text ? (
          <button type="button" onClick={() => setText('')}>
            {t('search.clear')}
          </button>
        ) : null}
      </Field>
      {words.length === 0 || text.trim().length < SEARCH_SERVER_MIN ? <Note>{t('search.hint')}</Note> : null}
      {results && words.length > 0 ? <ResultGroups results={results} desktop={desktop} /> : null}
      {askServer && server.status === 'loading' ? <Note data-testid="search-more">{t('search.more')}</Note> : null}
      {askServer && (server.status === 'error' || server.status === 'stale') ? <Note data-error="">{failureText(t, server.error)}</Note> : null}
      {askServer && empty && settled && server.status === 'ready' ? (
        <>
          <Note data-testid="search-none">{t('search.none', { query: text.trim() })}</Note>
          <Note>{t('search.noneHint')}</Note>
        </>
      ) : null}
    </Root>
  );
}
