// An outcome event carries server data, so the engine decodes it before it touches the store, as it does a socket
// message (issue 31): a lookup whose handler built a malformed TicketFound (no ticket) is logged and dropped — the
// lookup stays in flight, nothing half-written — while a well-formed refusal from the same handler is applied.
import { describe, expect, it, vi } from 'vitest';
import type { AppEvent } from '../../schema/event.ts';

const answer = vi.hoisted(() => ({ events: [] as unknown[] }));
vi.mock('../../sync/ticket-lookup.ts', async (actual) => ({
  ...(await actual<typeof import('../../sync/ticket-lookup.ts')>()),
  lookupCommand: async () => answer.events as AppEvent[],
}));

const { createAppData } = await import('../../sync/store.ts');
const { createSyncEngine } = await import('../../sync/engine.ts');
const { LOOKUP_ROW } = await import('../../sync/read/tickets.ts');

const settle = () => new Promise((done) => setTimeout(done, 20));

function lookup(events: unknown[]) {
  const data = createAppData();
  const logged: string[] = [];
  const engine = createSyncEngine(data, { get: async () => ({}), request: async () => ({}) }, { log: (m) => logged.push(m) });
  const at = Date.now();
  answer.events = events.map((payload) => ({ at, source: 'remote', ...(payload as object) }));
  engine.emit({ type: 'v1.TicketLookupRequested', at, source: 'user', payload: { commandId: 'c1', reference: 'BB-1' } });
  return { data, logged, engine };
}

describe('outcome decoding', () => {
  it('drops a malformed outcome with a log line: the lookup stays in flight, nothing half-written', async () => {
    const { data, logged, engine } = lookup([{ type: 'v1.TicketFound', payload: { commandId: 'c1' } }]);
    await vi.waitFor(() => expect(logged).toContain('dropped malformed outcome'));
    await settle();
    expect(data.store.getCell('ticketLookup', LOOKUP_ROW, 'status')).toBe('submitting');
    expect(data.store.getCell('ticketLookup', LOOKUP_ROW, 'ticket') ?? '').toBe('');
    engine.dispose();
  });

  it('applies a well-formed outcome from the same handler', async () => {
    const { data, logged, engine } = lookup([{ type: 'v1.TicketLookupFailed', payload: { commandId: 'c1', code: 'TICKET_NOT_FOUND', status: 404 } }]);
    await vi.waitFor(() => expect(data.store.getCell('ticketLookup', LOOKUP_ROW, 'status')).toBe('failed'));
    expect(data.store.getCell('ticketLookup', LOOKUP_ROW, 'code')).toBe('TICKET_NOT_FOUND');
    expect(logged).not.toContain('dropped malformed outcome');
    engine.dispose();
  });
});
