// A game list's choice — a tab, a brand, a category or a provider — with its search (issue 15, spec §4): choosing
// starts the new choice with an empty search and takes down a refused launch's banner, on every list alike.
import { useState } from 'react';
import type { GameLaunch } from './use-game-launch.ts';

export interface ListChoice<T> {
  value: T;
  choose: (next: T) => void;
  search: string;
  setSearch: (search: string) => void;
}

export function useListChoice<T>(initial: T, launch: GameLaunch): ListChoice<T> {
  const [value, setValue] = useState<T>(initial);
  const [search, setSearch] = useState('');
  const choose = (next: T): void => {
    setValue(next);
    setSearch('');
    if (launch.state.status === 'refused') {
      launch.reset();
    }
  };
  return { value, choose, search, setSearch };
}
