// 'Check Ticket' (spec §2/§5): anyone may look a ticket up by its reference. The reference is trimmed
// and must not be empty ('Please enter a ticket reference'); a 404 is 'No ticket found'; the answer is
// decoded with schema/ticket.ts before the screen sees it.
import { TicketDetail } from '../schema/ticket.ts';
import type { ApiClient } from './http.ts';
import { ApiRequestError } from './http.ts';

export class TicketLookupError extends Error {}

export async function findTicket(api: ApiClient, typed: string): Promise<TicketDetail> {
  const reference = typed.trim();
  if (!reference) {
    throw new TicketLookupError('Please enter a ticket reference');
  }
  let raw: unknown;
  try {
    raw = await api.get(`/api/v1/tickets/reference/${encodeURIComponent(reference)}`);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw new TicketLookupError('No ticket found');
    }
    throw new TicketLookupError(error instanceof ApiRequestError && error.status > 0 ? error.message : 'Failed to find ticket');
  }
  const [invalid, ticket] = TicketDetail.validate(raw, { coerce: true });
  if (invalid) {
    throw new TicketLookupError('Failed to find ticket');
  }
  return ticket;
}
