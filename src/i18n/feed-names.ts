// The feed's English names (markets, outcomes, market groups, countries) in the player's language, through the
// ids domain/feed-terms.ts names. Country names are in the core catalogue (the home shows them); market, outcome
// and group names are 'feed.' texts of the lazy part (only lazy screens and the open slip show them). A name no
// catalogue knows is shown as the feed sent it, never blank; teams and leagues are never passed through here.
import { useMemo } from 'react';
import { countryId, groupId, marketPieces, outcomeParts, outcomePieces, showPieces } from '../../domain/feed-terms.ts';
import { useT } from './I18nProvider.tsx';
import type { MessageId } from './messages.ts';
import type { Translate } from './translate.ts';

/** The translation of an id, or undefined when neither the shown language nor English has it. */
const lookup =
  (t: Translate) =>
  (id: string, line?: string): string | undefined => {
    const text = t(id as MessageId, line === undefined ? undefined : { line });
    return text === id ? undefined : text;
  };

export interface FeedNames {
  market: (name: string) => string;
  outcome: (name: string) => string;
  group: (name: string) => string;
  country: (name: string) => string;
}

export function feedNames(t: Translate): FeedNames {
  const find = lookup(t);
  return {
    market: (name) => showPieces(marketPieces(name), find) ?? name,
    outcome: (name) =>
      outcomeParts(name)
        .map((part) => showPieces(outcomePieces(part), find) ?? part)
        .join(' & '),
    group: (name) => find(groupId(name)) ?? name,
    country: (name) => (name ? (find(countryId(name)) ?? name) : name),
  };
}

/** Names in the shown language; stable while the texts are. */
export function useFeedNames(): FeedNames {
  const t = useT();
  return useMemo(() => feedNames(t), [t]);
}

/** Only country names (the home route's part: it pulls in no market vocabulary). */
export function useCountryName(): (name: string) => string {
  const t = useT();
  return useMemo(() => {
    const find = lookup(t);
    return (name: string) => (name ? (find(countryId(name)) ?? name) : name);
  }, [t]);
}
