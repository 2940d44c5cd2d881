// Which handler sends which intent: a ticket placement, a ticket lookup, an account action, a payment start or a
// LotoFoot ticket. Loaded on the first command (commands.ts imports it dynamically), so the home route does not carry
// the handlers.
import type { AppEvent } from '../schema/event.ts';
import type { CommandContext } from './commands-context.ts';
import type { Intent } from './commands.ts';
import { accountCommand } from './commands-account.ts';
import { lookupCommand } from './ticket-lookup.ts';
import { placeTicketCommand } from './tickets.ts';
import { paymentCommand } from './payments-command.ts';

export function handleCommand(intent: Intent, ctx: CommandContext): Promise<AppEvent[]> {
  switch (intent.type) {
    case 'v1.TicketRequested':
      return placeTicketCommand(intent.payload, ctx);
    case 'v1.TicketLookupRequested':
      return lookupCommand(intent.payload, ctx);
    case 'v1.PaymentRequested':
      return paymentCommand(intent.payload, ctx);
    case 'v1.LotofootSubmitRequested':
      // Its own chunk: the LotoFoot declarations load only with a LotoFoot ticket.
      return import('./lotofoot-command.ts').then((m) => m.lotofootSubmitCommand(intent.payload, ctx));
    case 'v1.BookingSaveRequested':
    case 'v1.BookingLoadRequested':
      // Its own chunk: the booking declarations load only with a booking code.
      return import('./booking-command.ts').then((m) => m.bookingCommand(intent, ctx));
    case 'v1.ShopRequested':
      // Its own chunk: the shop declarations load only at the counter.
      return import('./shop-command.ts').then((m) => m.shopCommand(intent.payload, ctx));
    case 'v1.RgRequested':
      // Its own chunk: the responsible-gaming declarations load only with such an action.
      return import('./rg-command.ts').then((m) => m.rgCommand(intent.payload, ctx));
    case 'v1.GameLaunchRequested':
      // Its own chunk: the games declarations load only with a launch.
      return import('./games-command.ts').then((m) => m.gameLaunchCommand(intent.payload, ctx));
    default:
      return accountCommand(intent.payload, ctx);
  }
}
