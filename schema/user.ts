// The signed-in player (spec §3): id and phone (+2519XXXXXXXX). Ids are strings on our side.
import { type, string, type Infer } from 'superstruct';
import { Id } from './common.ts';

export const User = type({ id: Id, phone: string() });
export type User = Infer<typeof User>;
