// Texts of responsible gaming chosen by code (never by the server's English): the refusals of the limits and
// exclusion forms and of bets, deposits and launches while excluded, with the numbers the server sends beside
// them (remaining, limit, period_days; until as epoch ms). Dates are written as every other date of the app
// (src/i18n/calendar.ts: dd/MM/yyyy HH:mm, in the Ethiopian calendar and local clock when the player chose them)
// and a limit's period as words ('per day', 'per week', 'per month'), never 'per 1 days' (issue 29).
import type { MessageId } from '../../i18n/messages.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatAmount } from '../../components/format.ts';
import { formatNumericDateTime } from '../../i18n/calendar.ts';

export interface RgRefusal {
  code: string;
  status: number;
  message: string;
  values: Record<string, number>;
}

/** A moment as the app writes dates: the player's date style (calendar and clock) in the device's time zone. */
export function formatWhen(at: string | number): string {
  return formatNumericDateTime(new Date(at).getTime());
}

/** The words of a limit's period: the three periods the limits have by name, any other length in days. */
export function periodText(t: Translate, days: number): string {
  const named: Record<number, MessageId> = { 1: 'rg.period.day', 7: 'rg.period.week', 30: 'rg.period.month' };
  const id = named[days];
  return id === undefined ? t('rg.period.days', { days }) : t(id);
}

const PLAIN: Record<string, MessageId> = {
  SELF_EXCLUDED_PERMANENT: 'rg.err.excludedPermanent',
  EXCLUSION_NOT_LONGER: 'rg.err.notLonger',
  LIMIT_INVALID: 'rg.err.limitInvalid',
  EXCLUSION_PERIOD_INVALID: 'rg.err.failed',
  LOGIN_REQUIRED: 'rg.err.login',
  INVALID_SESSION: 'rg.err.login',
  SESSION_REQUIRED: 'rg.err.login',
};

/** The refusal's text in the player's language; null when the code is not one of ours. */
export function rgCodeText(t: Translate, code: string, values: Readonly<Record<string, number>> = {}): string | null {
  if (code === 'SELF_EXCLUDED' && typeof values['until'] === 'number') {
    return t('rg.err.excluded', { until: formatWhen(values['until']) });
  }
  if (code === 'DEPOSIT_LIMIT_EXCEEDED' && typeof values['remaining'] === 'number') {
    return t('rg.err.depositLimit', {
      remaining: formatAmount(values['remaining']),
      limit: formatAmount(values['limit'] ?? 0),
      period: periodText(t, values['period_days'] ?? 1),
    });
  }
  const id = PLAIN[code];
  return id === undefined ? null : t(id);
}

export function rgRefusalText(t: Translate, r: RgRefusal): string {
  return rgCodeText(t, r.code, r.values) ?? (r.message || t('rg.err.failed'));
}
