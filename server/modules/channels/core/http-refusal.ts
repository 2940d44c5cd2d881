// The existing services refuse with HttpError (code + English text, the web's); a channel shows a ChannelRefusal.
// This turns one into the other without changing the code or the text, so every channel words the web's refusals.
import { HttpError } from '../../../plugins/errors.ts';
import { ChannelRefusal } from './types.ts';

/** The web's refusal as a channel shows it: the same code, text and values. */
export const toChannelRefusal = (err: HttpError): ChannelRefusal => new ChannelRefusal(err.code, err.message, err.values);

/** Runs `work`; an HttpError it throws becomes a ChannelRefusal with the same code, text and values. */
export async function asChannelRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) {
      throw toChannelRefusal(err);
    }
    throw err;
  }
}
