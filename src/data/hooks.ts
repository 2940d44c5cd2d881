// Typed TinyBase hooks for the app's schemas, plus useResource: the one way a screen asks the sync
// engine for data. Components read the store through these hooks only; they never touch transports.
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import * as Ui from 'tinybase/ui-react';
import type * as UiReact from 'tinybase/ui-react/with-schemas';
import { INDEX, type Schemas } from '../../sync/store.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import type { AppEvent, EventType, PayloadOf } from '../../schema/event.ts';
import type { ResourceDef } from '../../sync/resources.ts';
import type { ResourceStatus } from '../../schema/store-schema.ts';
import { shownFailure } from '../../schema/read-failures.ts';
import type { CurrentOdds } from '../../schema/betslip.ts';
import type { TicketDetail } from '../../schema/ticket.ts';
import { LOOKUP_ROW } from '../../sync/read/tickets.ts';
import type { AccountForm } from '../../sync/read/account-forms.ts';

// Named imports (not a namespace object) so the bundler keeps only the hooks used; the schema-typed
// signatures are the same functions, typed by TinyBase's with-schemas declarations.
type Typed = UiReact.WithSchemas<Schemas>;
export const Provider = Ui.Provider as unknown as Typed['Provider'];
export const useCell = Ui.useCell as unknown as Typed['useCell'];
export const useRow = Ui.useRow as unknown as Typed['useRow'];
export const useHasRow = Ui.useHasRow as unknown as Typed['useHasRow'];
export const useRowIds = Ui.useRowIds as unknown as Typed['useRowIds'];
export const useSliceRowIds = Ui.useSliceRowIds as unknown as Typed['useSliceRowIds'];
export const useValue = Ui.useValue as unknown as Typed['useValue'];
export const useStore = Ui.useStore as unknown as Typed['useStore'];
export const useIndexes = Ui.useIndexes as unknown as Typed['useIndexes'];
export const useTable = Ui.useTable as unknown as Typed['useTable'];

export const EngineContext = createContext<SyncEngine | null>(null);
export function useEngine(): SyncEngine {
  const engine = useContext(EngineContext);
  if (!engine) {
    throw new Error('useEngine outside EngineContext');
  }
  return engine;
}

/** A player's action as its typed event (source 'user'): the payload must be the event type's own. */
export type EmitUserEvent = <T extends EventType>(type: T, payload: PayloadOf<T>) => void;

/** Emits the player's actions through the sync engine, typed by event type (never an untyped `{ type, payload }`). */
export function useUserEvents(): EmitUserEvent {
  const engine = useEngine();
  return useMemo<EmitUserEvent>(() => (type, payload) => engine.emit({ type, at: Date.now(), source: 'user', payload } as AppEvent), [engine]);
}

/**
 * True while a composite call that carries a screen's data is under way (the phone home's one round trip):
 * the widgets below wait for it instead of asking for their parts, and ask only for what it did not bring.
 */
export const HoldRequestsContext = createContext(false);

/**
 * Asks for resources during a server render, and suspends the asking component until their answers are in the
 * store (src/ssr/render.tsx); returns when they already are.
 */
export type ServerRequests = (resources: readonly ResourceDef[]) => void;

/**
 * Set only while the server renders a page: effects do not run there, so a component asks for its resource
 * during render instead, and suspends until it has its answer.
 */
export const ServerRequestsContext = createContext<ServerRequests | null>(null);

export interface ResourceState {
  status: ResourceStatus | 'idle';
  fetchedAt: number;
  /** The last failure as the screen shows it: a read failure code (error-text.ts gives its message) or the server's
   *  own words (schema/read-failures.ts shownFailure); '' when the last fetch succeeded. */
  error: string;
  /** Re-requests the resource ignoring its TTL (the 'Try Again' button). */
  retry: () => void;
}

/**
 * Requests a resource when the component mounts and when its key changes, and tells the engine it is on screen
 * while mounted: the engine fetches it again when an event outdates it or the device comes back online.
 */
export function useResource(resource: ResourceDef | null): ResourceState {
  const engine = useEngine();
  const hold = useContext(HoldRequestsContext);
  const serverRequest = useContext(ServerRequestsContext);
  const key = resource?.key ?? '';
  if (serverRequest && resource && !hold) {
    serverRequest([resource]);
  }
  useEffect(() => {
    if (!resource || hold) {
      return undefined;
    }
    engine.request(resource);
    return engine.watch(resource);
    // the key identifies the resource; a new object with the same key is the same request
  }, [engine, key, hold]);
  const row = useRow('resources', key);
  return {
    status: (row.status as ResourceStatus | undefined) || (resource ? 'loading' : 'idle'),
    fetchedAt: row.fetched_at ?? 0,
    error: resource ? shownFailure(row, resource) : '',
    retry: () => {
      if (resource) {
        engine.request(resource, { force: true });
      }
    },
  };
}

/** Match ids of a server-ordered list (LIST.tournament, LIST.topSport), in the server's order. */
export function useListMatchIds(list: string): string[] {
  const store = useStore();
  return useSliceRowIds(INDEX.listItemsByList, list).map((item) => store?.getCell('listItems', item, 'match_id') ?? '').filter(Boolean);
}

/** Ticket ids of a bet-history list (historyList(status, period)), in the server's order. */
export function useListTicketIds(list: string): string[] {
  const store = useStore();
  return useSliceRowIds(INDEX.ticketsByList, list).map((item) => store?.getCell('ticketListItems', item, 'ticket_id') ?? '').filter(Boolean);
}

const NO_IDS: string[] = [];

/**
 * A list as it stood when its resource last finished loading, for a deferred (interruptible) render. A big
 * answer lands in steps and its list grows step by step; a deferred render of the growing list would be thrown
 * away and redone at once, blocking, whenever a step changed what it had read. `list` names the list: another
 * list (a new tournament, a new sport) starts empty, never with the previous one's rows.
 */
export function useLandedIds(ids: string[], loading: boolean, list: string): { list: string; ids: string[] } {
  const landed = useRef({ list, ids: NO_IDS });
  const current = landed.current;
  if (current.list !== list) {
    landed.current = { list, ids: loading ? NO_IDS : ids };
  } else if (!loading && !sameIds(current.ids, ids)) {
    // A new object only when the list really changed, so an unrelated re-render schedules no deferred pass.
    landed.current = { list, ids };
  }
  return landed.current;
}

const sameIds = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/** A command's refusal as the store keeps it: the code (the server's or the client's own), status, server text,
 *  and the numbers of its text by name (the message placeholders). */
export interface CommandRefusal { code: string; status: number; message: string; values: Record<string, number> }

const parsed = <T,>(json: string | undefined, fallback: T): T => {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
};

const NO_ODDS: CurrentOdds[] = [];

const refusalOfRow = (row: { code?: string; http_status?: number; message?: string; values?: string }): CommandRefusal => ({
  code: row.code ?? '', status: row.http_status ?? 0, message: row.message ?? '', values: parsed<Record<string, number>>(row.values, {}),
});

/** PLACE BET of a slot (table placements): submitting, the refusal with the server's current prices, the placed ticket. */
export function usePlacement(slot: number) {
  const row = useRow('placements', String(slot));
  const current = useMemo(() => parsed<CurrentOdds[]>(row.current, NO_ODDS), [row.current]);
  const ticket = useMemo(() => parsed<TicketDetail | null>(row.ticket, null), [row.ticket]);
  const refused = row.status === 'refused';
  return {
    busy: row.status === 'submitting',
    refusal: refused ? refusalOfRow(row) : null,
    current: refused ? current : NO_ODDS,
    reference: row.status === 'placed' ? row.reference ?? '' : '',
    ticket,
  };
}

/** Check Ticket (table ticketLookup): submitting, the refusal, the ticket found. */
export function useTicketLookup() {
  const row = useRow('ticketLookup', LOOKUP_ROW);
  const ticket = useMemo(() => parsed<TicketDetail | null>(row.ticket, null), [row.ticket]);
  return {
    busy: row.status === 'submitting',
    refusal: row.status === 'failed' ? refusalOfRow(row) : null,
    ticket: row.status === 'found' ? ticket : null,
  };
}

/** An account form's state (table accountForms): submitting, its step and phone, the refusal. */
export function useAccountForm(form: AccountForm) {
  const row = useRow('accountForms', form);
  return {
    busy: row.status === 'submitting',
    done: row.status === 'done',
    step: row.step ?? '',
    phone: row.phone ?? '',
    refusal: row.status === 'failed' ? { command: row.command ?? '', ...refusalOfRow(row) } : null,
  };
}
