// Message ids and types. English (messages/en.json) is the source catalogue: every id must exist in
// am, or and ti (a test checks), and texts the spec gives are kept word for word.
import type en from './messages/en.json';

export type MessageId = keyof typeof en;
