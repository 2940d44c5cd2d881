// Texts of responsible gaming chosen by code (never by the server's English): the refusals of the limits and
// exclusion forms and of bets, deposits and launches while excluded, with the numbers the server sends beside
// them (remaining, limit, period_days; until as epoch ms, shown as the player's local date and time).
import type { MessageId } from '../../i18n/messages.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatAmount } from '../../components/format.ts';

export interface RgRefusal {
  code: string;
  status: number;
  message: string;
  values: Record<string, number>;
}

/** 'YYYY-MM-DD HH:mm' in the device's time zone: digits every language reads the same way. */
export function formatWhen(at: string | number): string {
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
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
      days: values['period_days'] ?? 1,
    });
  }
  const id = PLAIN[code];
  return id === undefined ? null : t(id);
}

export function rgRefusalText(t: Translate, r: RgRefusal): string {
  return rgCodeText(t, r.code, r.values) ?? (r.message || t('rg.err.failed'));
}
