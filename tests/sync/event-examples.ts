// One example of every event type, for the replay test that must miss nothing (tests/sync/replay-every-event.test.ts).
// Most come from the recorded streams of tests/streams/ (the first line of each type that decodes); the types no
// stream holds are written here, their nested records borrowed from stream lines so they follow the schema as it
// changes. A type with neither fails that test by name: a new event type needs a recorded line or an example here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { decodeEvent, EventPayloads, type AppEvent, type EventType, type PayloadOf } from '../../schema/event.ts';
import { registerAllFamilies } from '../../sync/families/all.ts';

const STREAMS = resolve(import.meta.dirname, '../streams');

/** The first decodable event of each type in the recorded streams (tests/streams/, then broken/), in file order. */
export function streamExamples(): Map<string, AppEvent> {
  registerAllFamilies();
  const found = new Map<string, AppEvent>();
  const files = (dir: string): string[] =>
    readdirSync(join(STREAMS, dir))
      .filter((f) => f.endsWith('.jsonl'))
      .sort()
      .map((f) => join(STREAMS, dir, f));
  // The broken streams' good lines count too (their bad ones do not decode).
  for (const file of [...files('.'), ...files('broken')]) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        continue;
      }
      const event = decodeEvent(value);
      if (event && !found.has(event.type)) {
        found.set(event.type, event);
      }
    }
  }
  return found;
}

const payloadOf = <T extends EventType>(examples: Map<string, AppEvent>, type: T): PayloadOf<T> => {
  const event = examples.get(type);
  if (!event) {
    throw new Error(`no recorded ${type} to borrow from`);
  }
  return event.payload as PayloadOf<T>;
};

type Written = { [T in EventType]?: PayloadOf<T> };

/** The payloads no stream holds, written here (nested records borrowed from recorded lines). */
export function writtenExamples(streams: Map<string, AppEvent>): Written {
  const selection = payloadOf(streams, 'v1.SelectionToggled').selection;
  const ticket = payloadOf(streams, 'v1.TicketHistoryLoaded').tickets[0];
  const matches = payloadOf(streams, 'v1.MatchesLoaded').matches;
  const sports = payloadOf(streams, 'v1.SportsLoaded').sports;
  const tournaments = payloadOf(streams, 'v1.TournamentsLoaded').tournaments;
  if (!ticket) {
    throw new Error('no recorded ticket to borrow');
  }
  const refusal = { code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Try again later' };
  const score = { home: 2, away: 1 };
  return {
    'v1.SaveDataChanged': { on: true },
    'v1.OddsFormatChanged': { format: 'fractional' },
    'v1.UnlockNotificationSeen': {},
    'v1.BettingConfigLoaded': {
      key: 'betting-config',
      config: {
        points_betting_enabled: true,
        points_to_money_rate: 1,
        points_min_stake: 10,
        points_max_stake: 1000,
        points_min_selections: 1,
        points_max_selections: 10,
        points_min_odds_per_selection: 1.2,
        points_min_total_odds: 1.5,
        points_max_total_odds: 1000,
        points_max_potential_win: 50_000,
      },
    },
    'v1.BettingModeChanged': { mode: 'points' },
    'v1.AccountFailed': { commandId: 'c-account', command: 'login', ...refusal },
    'v1.AccountFormReset': { form: 'login' },
    'v1.SelectionRemoved': { slot: 0, matchId: selection.matchId },
    'v1.SlipCleared': { slot: 1 },
    'v1.OddsPolicyChanged': { policy: 'higher' },
    'v1.SlipsRestored': {
      active: 2,
      slips: [{ selections: [selection], stake: '25', reference: '', updatedAt: 1_795_400_000_000 }],
      oddsPolicy: 'any',
    },
    'v1.TicketDismissed': { slot: 0 },
    'v1.TicketLookupRequested': { commandId: 'c-lookup', reference: ticket.reference_id },
    'v1.TicketFound': { commandId: 'c-lookup', ticket },
    'v1.TicketLookupFailed': { commandId: 'c-lookup-2', ...refusal },
    'v1.TicketLookupClosed': {},
    'v1.AutoCashoutRequested': { commandId: 'c-auto', ticketId: ticket.id, value: 55.5 },
    'v1.AutoCashoutSet': {
      commandId: 'c-auto',
      ticketId: ticket.id,
      offer: {
        ticket_id: ticket.id,
        available: true,
        reason: null,
        offer: 31.2,
        open_stake: 20,
        potential_win: 60.4,
        in_play: false,
        auto_value: 55.5,
      },
    },
    'v1.AutoCashoutRefused': { commandId: 'c-auto-2', ticketId: ticket.id, ...refusal },
    'v1.PaymentFormReset': { flow: 'withdrawal' },
    'v1.GameProvidersLoaded': {
      key: 'game-providers',
      providers: [{ id: 'pragmatic', display_name: 'Pragmatic Play', is_active: true, game_count: 12 }],
    },
    'v1.BookingSaveRefused': { commandId: 'c-booking', ...refusal },
    'v1.SearchLoaded': {
      key: 'search:arsenal',
      query: 'arsenal',
      sports: sports.slice(0, 1),
      tournaments: tournaments.slice(0, 1),
      matches: matches.slice(0, 2),
    },
    'v1.ResultsLoaded': {
      key: 'results:2026-11-30',
      day: '2026-11-30',
      matches: [
        {
          id: 'm-result-1',
          sport_id: 'sr:sport:1',
          sport_name: 'Football',
          category_name: 'England',
          country_code: 'GB',
          tournament_id: 'sr:tournament:17',
          tournament_name: 'Premier League',
          start_time: '2026-11-30T15:00:00Z',
          home_team: 'Arsenal',
          away_team: 'Chelsea',
          score,
          half_time: { home: 1, away: 0 },
          sets: [],
        },
      ],
    },
  };
}

/** One example of every registered event type (stream lines first); the types with none are listed, not thrown. */
export function everyEventExample(at = 1_795_500_000_000): { events: AppEvent[]; missing: string[] } {
  const streams = streamExamples();
  const written = writtenExamples(streams);
  const events: AppEvent[] = [];
  const missing: string[] = [];
  Object.keys(EventPayloads).forEach((type, i) => {
    const recorded = streams.get(type);
    const payload = recorded?.payload ?? (written as Record<string, unknown>)[type];
    if (payload === undefined) {
      missing.push(type);
      return;
    }
    events.push({ type, at: recorded?.at ?? at + i, source: recorded?.source ?? 'system', payload } as AppEvent);
  });
  return { events, missing };
}
