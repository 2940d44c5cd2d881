// Store reads of /abcd, /frozen and /inbet (issue 15): each list's games (cached reads of sync/game-lists.ts: fresh 5
// minutes, the stale copy kept on failure) as tiles, and the text of a failed list read — 'Invalid response structure'
// for an answer of another shape, else the list's own (companion §8: the casino lists' 'Failed to load games. Please
// try again later.', InBet's by status). The frozen casino reads pages of 20; its search is asked 300 ms after the
// last key.
import { useMemo, useState } from 'react';
import {
  FROZEN_PAGE_SIZE,
  frozenListId,
  frozenResource,
  inbetListId,
  inbetResource,
  supplierResource,
  SUPPLIER_LIST,
} from '../../../sync/game-lists.ts';
import type { ResourceDef } from '../../../sync/resources.ts';
import { useResource, useRow, useValue, type ResourceState } from '../../data/hooks.ts';
import type { GameView } from '../../games/GameTile.tsx';
import { useListGames } from '../../games/use-game-list.ts';
import { failureText } from '../../components/error-text.ts';
import type { Translate } from '../../i18n/translate.ts';

export interface ListRead {
  state: ResourceState;
  games: GameView[];
  loaded: boolean;
  /** The failed read's code and HTTP status ('' and 0 when it did not fail). */
  code: string;
  status: number;
  message: string;
}

function useList(def: ResourceDef, list: string): ListRead {
  const state = useResource(def);
  const row = useRow('resources', def.key);
  const games = useListGames(list);
  return {
    state,
    games,
    loaded: state.fetchedAt > 0,
    code: row.code ?? '',
    status: row.http_status ?? 0,
    message: row.message ?? '',
  };
}

export function useSupplierList(): ListRead {
  const def = useMemo(() => supplierResource(), []);
  return useList(def, SUPPLIER_LIST);
}

export function useInbetList(): ListRead {
  const language = useValue('language') ?? 'en';
  const def = useMemo(() => inbetResource(language), [language]);
  return useList(def, inbetListId(language));
}

export interface FrozenRead extends ListRead {
  /** The later pages asked so far (each kept fetched by a PageRead while on screen). */
  later: ResourceDef[];
  /** The last page came full: there may be more (spec §9: pages of 20). */
  hasMore: boolean;
  more: () => void;
}

/** A frozen list (category and search) in pages of 20: page 1, then each 'Show more' one page further. */
export function useFrozenList(category: string, search: string): FrozenRead {
  const listId = frozenListId({ category, search });
  // The pages asked belong to one list: another category or search starts again at page 1.
  const [paging, setPaging] = useState({ list: listId, pages: 1 });
  const pages = paging.list === listId ? paging.pages : 1;
  const first = useMemo(() => frozenResource({ category, search }), [category, search]);
  const later = useMemo(() => Array.from({ length: pages - 1 }, (_, i) => frozenResource({ category, search }, i + 2)), [category, search, pages]);
  const read = useList(first, listId);
  return {
    ...read,
    later,
    hasMore: read.games.length >= pages * FROZEN_PAGE_SIZE,
    more: () => setPaging({ list: listId, pages: pages + 1 }),
  };
}

/** Keeps one later page of a list asked (a component, so a list may have any number of them). */
export function PageRead({ def }: { def: ResourceDef }): null {
  useResource(def);
  return null;
}

/** The text of a failed casino list read (supplier, frozen). */
export function listFailure(t: Translate, r: ListRead): string {
  return r.code === 'BAD_ANSWER' ? t('games.err.invalidList') : failureText(t, r.state.error || 'GAMES_FAILED');
}

/** Companion §8, InBet's list: 401 authentication (a stale timestamp: expired), 400 invalid request, else failed. */
export function inbetFailure(t: Translate, r: ListRead): string {
  if (r.code === 'BAD_ANSWER') {
    return t('games.err.invalidList');
  }
  if (r.code === 'TIMESTAMP_EXPIRED') {
    return t('games.inbet.err.expired');
  }
  if (r.status === 401) {
    return t('games.inbet.err.auth');
  }
  if (r.status === 400) {
    return t('games.inbet.err.invalid', { detail: r.message });
  }
  if (r.status > 0 && r.message) {
    return t('games.inbet.err.fetch', { detail: r.message });
  }
  return t('games.inbet.err.list');
}
