// The catalogue family: sports … markets, the home page's lists, banners, every cached read's fetch state, live
// prices and the store read back from browser storage. On the home route. Its answers and live prices change the
// stored copy of the store (store-persistence.ts).
import { CatalogEventPayloads } from '../../schema/catalog-events.ts';
import * as catalog from '../materializers/catalog.ts';
import { matchesPageLoaded } from '../materializers/match-pages.ts';
import { expressMatchesLoaded } from '../materializers/express.ts';
import { resourceFetchStarted, resourceFetchFailed } from '../materializers/resources.ts';
import { homepageLoaded } from '../materializers/homepage.ts';
import { bannersChanged, bannersLoaded } from '../materializers/banners.ts';
import { oddsChanged } from '../materializers/odds.ts';
import { storeRestored } from '../materializers/store-restored.ts';
import { defineFamily } from './define.ts';
import { loaded } from './loaded.ts';

export const catalogFamily = defineFamily('catalog', {
  payloads: CatalogEventPayloads,
  materializers: {
    'v1.SportsLoaded': loaded(catalog.sportsLoaded),
    'v1.CategoriesLoaded': loaded(catalog.categoriesLoaded),
    'v1.TournamentsLoaded': loaded(catalog.tournamentsLoaded),
    'v1.TopLeaguesLoaded': loaded(catalog.topLeaguesLoaded),
    'v1.MatchesLoaded': loaded(catalog.matchesLoaded),
    'v1.MatchesPageLoaded': loaded(matchesPageLoaded),
    'v1.MarketsLoaded': loaded(catalog.marketsLoaded),
    'v1.TopSportsLoaded': loaded(catalog.topSportsLoaded),
    'v1.ExpressMatchesLoaded': loaded(expressMatchesLoaded),
    'v1.HomepageLoaded': loaded(homepageLoaded),
    'v1.BannersLoaded': loaded(bannersLoaded),
    'v1.ResourceFetchStarted': (data, p) => resourceFetchStarted(data, p),
    'v1.ResourceFetchFailed': (data, p) => resourceFetchFailed(data, p),
    'v1.BannersChanged': bannersChanged,
    'v1.OddsChanged': oddsChanged,
    'v1.StoreRestored': storeRestored,
  },
  commands: {},
  persisted: {
    store: [
      'v1.SportsLoaded',
      'v1.CategoriesLoaded',
      'v1.TournamentsLoaded',
      'v1.TopLeaguesLoaded',
      'v1.MatchesLoaded',
      'v1.MatchesPageLoaded',
      'v1.MarketsLoaded',
      'v1.TopSportsLoaded',
      'v1.ExpressMatchesLoaded',
      'v1.HomepageLoaded',
      'v1.BannersLoaded',
      'v1.BannersChanged',
      'v1.OddsChanged',
    ],
    // Live prices can move a pick in a slip (the odds policy decides).
    slips: ['v1.OddsChanged'],
  },
});
