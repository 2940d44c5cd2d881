// Client events of responsible gaming (issue 18): one intent for every player action on the Responsible gaming
// screen and the reality check, and its outcomes. v1.RgRequested {action} → v1.RgAnswered {status | summary |
// support} | v1.RgRefused {code, status}. v1.RgIntervalChanged is the player's reality-check interval (minutes, 0 =
// off), kept on the device. These structs load with the responsible-gaming chunk (sync/materializers/
// responsible-gaming.ts adds them), never with the home route.
import { enums, nullable, number, optional, record, string, type } from 'superstruct';
import { EXCLUSION_PERIODS, ResponsibleGamingStatus, SessionSummary, SupportInfo } from './responsible-gaming.ts';

export const RgAction = enums(['load', 'setLimits', 'exclude', 'confirmAge', 'summary', 'support']);

/** A limit as the form sends it: ETB, null = none; an absent period is left as it is. */
const Limit = optional(nullable(number()));

export const RgEventPayloads = {
  'v1.RgRequested': type({
    commandId: string(),
    action: RgAction,
    limits: optional(type({ day: Limit, week: Limit, month: Limit })),
    period: optional(enums(EXCLUSION_PERIODS)),
  }),
  'v1.RgAnswered': type({
    commandId: string(),
    action: RgAction,
    status: optional(ResponsibleGamingStatus),
    summary: optional(SessionSummary),
    support: optional(SupportInfo),
  }),
  'v1.RgRefused': type({
    commandId: string(),
    action: RgAction,
    code: string(),
    status: number(),
    message: optional(string()),
    values: optional(record(string(), number())),
  }),
  /** The reality-check interval in minutes (15, 30, 60, 120; 0 = off), chosen on the screen or read from storage. */
  'v1.RgIntervalChanged': type({ minutes: number() }),
} as const;
