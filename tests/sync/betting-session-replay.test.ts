// A recorded betting session (tests/streams/betting-session.jsonl: picks, an ODDS_CHANGED refusal, accept,
// placement, settlement on the socket, the history showing the ticket WON) replays into a fresh store, and a live
// run of the same session builds exactly the store its own recording rebuilds.
import { describe, it, expect } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { slotSelections } from '../../sync/read/betslip.ts';
import { recordedStream } from './stream.ts';
import { liveBettingSession } from './betting-session.ts';

const stream = recordedStream('betting-session');
const first = (type: string) => stream.events.find((e) => e.type === type);

describe('betting session replay', () => {
  it('holds every step of the session in order', () => {
    expect(stream.events.map((e) => e.type)).toEqual([
      'v1.SignedIn',
      'v1.SelectionToggled',
      'v1.SelectionToggled',
      'v1.SlipStakeChanged',
      'v1.TicketRequested',
      'v1.TicketRefused',
      'v1.SlipOddsAccepted',
      'v1.TicketRequested',
      'v1.TicketPlaced',
      'v1.BalanceUpdated',
      'v1.BalanceUpdated',
      'v1.ResourceFetchStarted',
      'v1.TicketHistoryLoaded',
    ]);
    expect(first('v1.TicketRefused')?.payload).toMatchObject({ code: 'ODDS_CHANGED', status: 400 });
  });

  it('after the refusal: the slip kept as it was, the code and the server’s prices stored for the slot', () => {
    const data = stream.replayUpTo('v1.TicketRefused');
    const requested = first('v1.TicketRequested')?.payload as { selections: Array<{ odds: number }> };
    expect(slotSelections(data, 0).map((s) => s.odds)).toEqual(requested.selections.map((s) => s.odds));
    const row = data.store.getRow('placements', '0');
    expect(row).toMatchObject({ status: 'refused', code: 'ODDS_CHANGED', http_status: 400 });
    expect(JSON.parse(row.current ?? '[]')).toHaveLength(1);
  });

  it('accepting takes the new price and answers the refusal; the placed ticket carries the accepted price', () => {
    const accepted = stream.replayUpTo('v1.SlipOddsAccepted');
    const price = (first('v1.SlipOddsAccepted')!.payload as { current: Array<{ odds: number }> }).current[0]!.odds;
    expect(slotSelections(accepted, 0)[0]?.odds).toBe(price);
    expect(accepted.store.getCell('placements', '0', 'status')).toBe('');
    const second = stream.events.filter((e) => e.type === 'v1.TicketRequested')[1]?.payload as { selections: Array<{ odds: number }> };
    expect(second.selections[0]?.odds).toBe(price);
  });

  it('placement clears the slip and keeps the reference; settlement lands in the wallet and the history', () => {
    const placed = stream.replayUpTo('v1.TicketPlaced');
    expect(slotSelections(placed, 0)).toEqual([]);
    expect(placed.store.getRow('placements', '0')).toMatchObject({ status: 'placed', reference: 'BB-9001X' });
    const data = createAppData();
    expect(replayJsonl(data, stream.lines.join('\n'), stream.quiet)).toEqual({ applied: stream.lines.length, dropped: 0 });
    expect(data.store.getCell('wallet', 'current', 'balance')).toBe(701.5);
    expect(data.store.getRow('tickets', 't-9001')).toMatchObject({ reference_id: 'BB-9001X', bet_status: 'WON', win_amount: 301.5 });
  });

  it('no command event carries the session token', () => {
    const commands = stream.lines.filter((l) => /"v1\.Ticket(Requested|Placed|Refused)"/.test(l));
    expect(commands).toHaveLength(4);
    expect(commands.join('\n')).not.toContain('recorded-session-token');
  });

  it('a live run builds the same store as the replay of its own recording', async () => {
    const live = await liveBettingSession();
    const replayed = createAppData();
    replayJsonl(replayed, live.jsonl, stream.quiet);
    expect(replayed.store.getTables()).toEqual(live.data.store.getTables());
    expect(replayed.store.getValues()).toEqual(live.data.store.getValues());
    expect(live.api.calls.filter((c) => c === 'POST /api/v1/tickets')).toHaveLength(2);
  });
});
