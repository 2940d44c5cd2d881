// The JSON error body every server refusal carries: a machine code and an English default text.
import { type, string, optional, type Infer } from 'superstruct';

export const ApiError = type({ error: string(), code: optional(string()), message: optional(string()) });
export type ApiError = Infer<typeof ApiError>;
