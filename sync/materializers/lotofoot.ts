// Materializers of LotoFoot (issue 14): the open week per variant with its matches, the player's picks per week,
// the submit's state and the player's ticket lists. Invariants: a variant holds one week, and a week replaced by
// another takes its matches and picks with it (it closed); a tap while that week's ticket is being sent changes
// nothing (the ticket sent is the one confirmed); an outcome lands only when it answers the submit in flight; a
// submitted ticket clears its week's picks; the Idempotency-Key of a try without an answer is kept for the next try
// of the same ticket (so a retry can never debit twice) and dropped once the ticket changes or is taken. These load
// with the chunks that bring LotoFoot events (sync/families/lotofoot.ts), not with the home route.
import type { PayloadOf } from '../../schema/event.ts';
import { toggledPick } from '../../domain/lotofoot.ts';
import type { FamilyDeclaration } from '../families/define.ts';
import type { AppData } from '../store.ts';
import { outdateResources, resourceLoaded } from './resources.ts';
import { LOTOFOOT_TICKET_KEYS } from './lotofoot-keys.ts';
import { SUBMIT_ROW } from '../read/lotofoot.ts';

const IDLE = { status: '', code: '', message: '', reference: '' } as const;

const pickRowId = (weekId: string, matchId: string): string => `${weekId}|${matchId}`;
const ticketItemId = (list: string, position: number): string => `${list}|${position}`;

/** The ticket a submit sends, as the key reuse compares it: week, picks in order, price. */
export const submitFingerprint = (weekId: string, predictions: readonly { match_id: string; prediction: string }[], price: string): string =>
  JSON.stringify([weekId, predictions.map((p) => `${p.match_id}=${p.prediction}`), price.trim()]);

function dropWeek({ store }: AppData, weekId: string): void {
  for (const table of ['lotofootMatches', 'lotofootPicks'] as const) {
    for (const id of store.getRowIds(table)) {
      if (store.getCell(table, id, 'week_id') === weekId) {
        store.delRow(table, id);
      }
    }
  }
}

function weekLoaded(data: AppData, p: PayloadOf<'v1.LotofootWeekLoaded'>): void {
  const { store } = data;
  const before = store.getCell('lotofootWeeks', p.variant, 'week_id');
  const week = p.week;
  if (before && before !== week.id) {
    dropWeek(data, before);
  }
  store.setRow('lotofootWeeks', p.variant, {
    week_id: week.id,
    deadline: Date.parse(week.deadline) || 0,
    tiers: JSON.stringify(week.prize_tiers ?? []),
    pool: week.pool ?? -1,
  });
  for (const id of store.getRowIds('lotofootMatches')) {
    if (store.getCell('lotofootMatches', id, 'week_id') === week.id) {
      store.delRow('lotofootMatches', id);
    }
  }
  week.matches.forEach((m, position) => {
    store.setRow('lotofootMatches', pickRowId(week.id, m.match_id), {
      week_id: week.id,
      position,
      home: m.home_team.name,
      away: m.away_team.name,
      start_time: Date.parse(m.start_time) || 0,
    });
  });
}

const sending = ({ store }: AppData, weekId: string): boolean =>
  store.getCell('lotofootSubmit', SUBMIT_ROW, 'status') === 'submitting' && store.getCell('lotofootSubmit', SUBMIT_ROW, 'week_id') === weekId;

function pickToggled(data: AppData, p: PayloadOf<'v1.LotofootPickToggled'>): void {
  const { store } = data;
  if (sending(data, p.weekId)) {
    return;
  }
  const id = pickRowId(p.weekId, p.matchId);
  const next = toggledPick(store.getCell('lotofootPicks', id, 'pick'), p.pick);
  if (next) {
    store.setRow('lotofootPicks', id, { week_id: p.weekId, match_id: p.matchId, pick: next });
  } else {
    store.delRow('lotofootPicks', id);
  }
}

function picksRestored({ store }: AppData, p: PayloadOf<'v1.LotofootPicksRestored'>): void {
  for (const [weekId, picks] of Object.entries(p.weeks)) {
    for (const [matchId, pick] of Object.entries(picks)) {
      store.setRow('lotofootPicks', pickRowId(weekId, matchId), { week_id: weekId, match_id: matchId, pick });
    }
  }
}

function submitRequested({ store }: AppData, p: PayloadOf<'v1.LotofootSubmitRequested'>): void {
  if (store.getCell('lotofootSubmit', SUBMIT_ROW, 'status') === 'submitting') {
    return;
  }
  store.setRow('lotofootSubmit', SUBMIT_ROW, {
    ...IDLE,
    status: 'submitting',
    command_id: p.commandId,
    week_id: p.weekId,
    retry_key: p.idempotencyKey,
    retry_for: submitFingerprint(p.weekId, p.predictions, p.price),
  });
}

const answers = ({ store }: AppData, commandId: string): boolean => store.getCell('lotofootSubmit', SUBMIT_ROW, 'command_id') === commandId;

function submitted(data: AppData, p: PayloadOf<'v1.LotofootSubmitted'>): void {
  dropPicks(data, p.weekId);
  outdateResources(data, LOTOFOOT_TICKET_KEYS);
  if (answers(data, p.commandId)) {
    data.store.setRow('lotofootSubmit', SUBMIT_ROW, { ...IDLE, status: 'submitted', week_id: p.weekId, reference: p.reference });
  }
}

function dropPicks({ store }: AppData, weekId: string): void {
  for (const id of store.getRowIds('lotofootPicks')) {
    if (store.getCell('lotofootPicks', id, 'week_id') === weekId) {
      store.delRow('lotofootPicks', id);
    }
  }
}

function refused(data: AppData, p: PayloadOf<'v1.LotofootRefused'>): void {
  if (!answers(data, p.commandId)) {
    return;
  }
  // No answer (status 0) or a server failure: the ticket may have been taken, so the next try of it keeps the key.
  const unanswered = p.status === 0 || p.status >= 500;
  data.store.setPartialRow('lotofootSubmit', SUBMIT_ROW, {
    ...IDLE,
    status: 'refused',
    code: p.code,
    message: p.message ?? '',
    ...(unanswered ? {} : { retry_key: '', retry_for: '' }),
  });
}

function dismissed({ store }: AppData): void {
  if (store.hasRow('lotofootSubmit', SUBMIT_ROW) && store.getCell('lotofootSubmit', SUBMIT_ROW, 'status') !== 'submitting') {
    store.setPartialRow('lotofootSubmit', SUBMIT_ROW, IDLE);
  }
}

function ticketsLoaded({ store }: AppData, p: PayloadOf<'v1.LotofootTicketsLoaded'>): void {
  for (const id of store.getRowIds('lotofootTickets')) {
    if (store.getCell('lotofootTickets', id, 'list') === p.list && (store.getCell('lotofootTickets', id, 'position') ?? 0) >= p.offset) {
      store.delRow('lotofootTickets', id);
    }
  }
  p.tickets.forEach((t, i) => {
    const position = p.offset + i;
    store.setRow('lotofootTickets', ticketItemId(p.list, position), { list: p.list, position, detail: JSON.stringify(t) });
  });
  store.setRow('lotofootLists', p.list, { total: p.total });
}

export const LOTOFOOT_MATERIALIZERS: FamilyDeclaration<'lotofoot'>['materializers'] = {
  'v1.LotofootWeekLoaded': (data, p, at) => {
    weekLoaded(data, p);
    resourceLoaded(data, p.key, at);
  },
  'v1.LotofootTicketsLoaded': (data, p, at) => {
    ticketsLoaded(data, p);
    resourceLoaded(data, p.key, at);
  },
  'v1.LotofootPickToggled': pickToggled,
  'v1.LotofootPicksRestored': picksRestored,
  'v1.LotofootSubmitRequested': submitRequested,
  'v1.LotofootSubmitted': submitted,
  'v1.LotofootRefused': refused,
  'v1.LotofootSubmitDismissed': dismissed,
};
