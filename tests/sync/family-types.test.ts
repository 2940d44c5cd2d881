// The family declarations are checked by the compiler (issue 31): a family without the materializer of one of its
// events, an intent without its command, a materializer of another family's event, a socket message mapped to another
// family's event (issue 32), or a registry without a family do not typecheck. Each `@ts-expect-error` below fails `npm run typecheck` (part of `npm test`) the day the types
// stop refusing it; the runtime assertions check the same declarations are complete as they stand.
import { describe, expect, it } from 'vitest';
import type { FamilyName } from '../../schema/event.ts';
import type { Family, FamilyDeclaration } from '../../sync/families/define.ts';
import { ALL_FAMILIES } from '../../sync/families/all.ts';
import { EAGER } from '../../sync/families/eager.ts';
import { searchLoaded } from '../../sync/materializers/search.ts';

describe('family declarations', () => {
  it('refuse an incomplete or foreign declaration at compile time', () => {
    // @ts-expect-error the search family's one event has no materializer
    const noMaterializer: FamilyDeclaration<'search'>['materializers'] = {};
    // @ts-expect-error the shop's intent v1.ShopRequested has no command
    const noHandler: FamilyDeclaration<'shop'>['commands'] = {};
    const foreign: FamilyDeclaration<'search'>['materializers'] = {
      'v1.SearchLoaded': searchLoaded,
      // @ts-expect-error v1.SportsLoaded is the catalogue's event, not search's
      'v1.SportsLoaded': () => undefined,
    };
    // @ts-expect-error the registry lacks every late family
    const registry: { [F in FamilyName]: Family<F> } = { ...EAGER };
    const socket: FamilyDeclaration<'live'>['socket'] = {
      LIVE_SCORE: 'v1.LiveScoreReceived',
      // @ts-expect-error a socket message becomes one of the family's own events, not the account's
      BALANCE_UPDATE: 'v1.BalanceUpdated',
    };
    expect([noMaterializer, noHandler, foreign, registry, socket].every((x) => typeof x === 'object')).toBe(true);
  });

  it('are complete as they stand: every family has a declaration for each of its events', () => {
    for (const family of Object.values(ALL_FAMILIES)) {
      expect(Object.keys(family.materializers).length, family.name).toBe(Object.keys(family.payloads).length);
    }
  });
});
