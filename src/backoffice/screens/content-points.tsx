// The points-betting config on the content desk (issue 33 "Content"): whether points betting is on, the rate, the
// stake, selection and odds rules and the daily limits per player, as GET /api/v1/betting-config serves them and as
// the next points ticket is checked. Save sends every figure as typed (the server's text says what is wrong: a
// fraction where a count goes, a minimum above its maximum, …); the form keeps them on a refusal and starts from the
// server's config again once saved.
import { useState } from 'react';
import type { PointsConfigRow } from '../../../sync/backoffice/events.ts';
import { CURRENT } from '../../../sync/backoffice/store-promotions.ts';
import { useRead, useRow } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { button, card, form, row } from '../styles.ts';
import { when } from './payment-parts.tsx';
import { pointsConfigOf } from './promotion-draft.ts';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

type Figure = Exclude<keyof PointsConfigRow, 'points_betting_enabled'>;

/** The figures by group, each with its label. */
const GROUPS: { title: MessageKey; fields: [Figure, MessageKey][] }[] = [
  {
    title: 'points.group.stake',
    fields: [
      ['points_to_money_rate', 'points.rate'],
      ['points_min_stake', 'points.minStake'],
      ['points_max_stake', 'points.maxStake'],
      ['points_max_potential_win', 'points.maxWin'],
    ],
  },
  {
    title: 'points.group.selections',
    fields: [
      ['points_min_selections', 'points.minSelections'],
      ['points_max_selections', 'points.maxSelections'],
      ['points_min_odds_per_selection', 'points.minOdds'],
      ['points_min_total_odds', 'points.minTotalOdds'],
      ['points_max_total_odds', 'points.maxTotalOdds'],
    ],
  },
  {
    title: 'points.group.daily',
    fields: [
      ['points_max_daily_tickets', 'points.maxDailyTickets'],
      ['points_max_daily_stake', 'points.maxDailyStake'],
      ['points_max_daily_win', 'points.maxDailyWin'],
    ],
  },
];
const FIGURES = GROUPS.flatMap((g) => g.fields.map(([field]) => field));

export function PointsSection() {
  const { t } = useI18n();
  useRead({ type: 'LoadPointsConfig' });
  const config = useRow('pointsConfig', CURRENT);
  // Kept here, not in the form: a save's answer starts the form again, and its message must outlive that.
  const sent = useSent('SetPointsConfig', () => undefined);
  if (config['points_betting_enabled'] === undefined) {
    return <p>{t('common.loading')}</p>;
  }
  return (
    <section className={card}>
      <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('points.title')}</h2>
      <p>{t('points.intro')}</p>
      <PointsForm key={JSON.stringify(config)} config={config} sent={sent} />
    </section>
  );
}

function PointsForm({ config, sent }: { config: Record<string, unknown>; sent: ReturnType<typeof useSent> }) {
  const { t } = useI18n();
  const [enabled, setEnabled] = useState(config['points_betting_enabled'] !== false);
  const [typed, setTyped] = useState(() => Object.fromEntries(FIGURES.map((f) => [f, String(config[f] ?? '')])) as Record<Figure, string>);
  const { said, send, forget } = sent;
  return (
    <form
      className={form}
      data-testid="points-form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SetPointsConfig', config: pointsConfigOf(enabled, typed) });
      }}
    >
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <input
          type="checkbox"
          name="points_betting_enabled"
          checked={enabled}
          onChange={(e) => {
            forget();
            setEnabled(e.target.checked);
          }}
        />
        {t('points.enabled')}
      </label>
      {GROUPS.map((group) => (
        <fieldset key={group.title} style={{ border: '1px solid var(--bo-border)', borderRadius: 6, padding: 12 }}>
          <legend>{t(group.title)}</legend>
          <div className={row} style={{ alignItems: 'end' }}>
            {group.fields.map(([field, label]) => (
              <label key={field} style={{ flex: '1 1 200px' }}>
                {t(label)}
                <input
                  name={field}
                  type="number"
                  step="any"
                  inputMode="decimal"
                  value={typed[field]}
                  onChange={(e) => {
                    forget();
                    setTyped({ ...typed, [field]: e.target.value });
                  }}
                />
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p style={{ margin: 0 }}>
        <small data-testid="points-changed">
          {config['updated_at'] === undefined ? t('points.defaults') : t('content.changed', { when: when(config['updated_at']) })}
        </small>
      </p>
      <Said said={said} ok={t('points.saved')} />
      <div>
        <button type="submit" className={button} disabled={said.state === 'busy'}>
          {t('banner.save')}
        </button>
      </div>
    </form>
  );
}
