// The LotoFoot desk (issue 33, trading.view): the latest weeks with their tickets, stakes and what each may cost the
// book — the fixed-prize LF7 if every ticket hit the top tier, a pool variant its pool — against the weekly cap,
// the fullest first catching the eye (a bar and a share); with trading.limits, the form that sets LF7's weekly cap
// (whole ETB, with a reason; it binds the next ticket, which the server refuses with LOTOFOOT_WEEK_FULL above it).
import { useState } from 'react';
import { useMe, useRead, useRow, useSortedRowIds, useValue } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { button, card, form, header, row, scroller, stacked, table } from '../styles.ts';
import { etb, when } from './payment-parts.tsx';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

const heading = { fontSize: 16, marginTop: 0 } as const;

/** The share of the cap a week's liability takes, 0–1 (null without a cap). */
const usage = (liability: unknown, cap: unknown): number | null =>
  cap === undefined || Number(cap) <= 0 ? null : Math.min(1, Number(liability ?? 0) / Number(cap));

export function LotofootScreen() {
  const { t } = useI18n();
  const me = useMe();
  useRead({ type: 'LoadLotofootWeeks' });
  const ids = useSortedRowIds('lotofootWeeks', 'position');
  return (
    <>
      <div className={header}>
        <h1>{t('lotofoot.title')}</h1>
      </div>
      <p>{t('lotofoot.intro')}</p>
      {me?.permissions.has('trading.limits') === true && <CapForm />}
      <section className={`${card} ${scroller}`} data-testid="lotofoot-weeks">
        <h2 style={heading}>{t('lotofoot.weeks')}</h2>
        {ids.length === 0 ? (
          <p>{t('lotofoot.none')}</p>
        ) : (
          <table className={`${table} ${stacked}`}>
            <thead>
              <tr>
                <th>{t('lotofoot.variant')}</th>
                <th>{t('lotofoot.status')}</th>
                <th>{t('lotofoot.deadline')}</th>
                <th data-num>{t('lotofoot.tickets')}</th>
                <th data-num>{t('lotofoot.stakes')}</th>
                <th data-num>{t('lotofoot.liability')}</th>
                <th data-num>{t('lotofoot.cap')}</th>
              </tr>
            </thead>
            <tbody>
              {ids.map((id) => (
                <WeekLine key={id} id={id} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

function WeekLine({ id }: { id: string }) {
  const { t } = useI18n();
  const w = useRow('lotofootWeeks', id);
  const share = usage(w['liability'], w['cap']);
  return (
    <tr data-testid={`lotofoot-week-${id}`}>
      <td data-label={t('lotofoot.variant')}>{String(w['variant'] ?? '')}</td>
      <td data-label={t('lotofoot.status')}>{String(w['status'] ?? '')}</td>
      <td data-label={t('lotofoot.deadline')}>{when(w['deadline'])}</td>
      <td data-label={t('lotofoot.tickets')} data-num>
        {String(w['tickets'] ?? 0)}
      </td>
      <td data-label={t('lotofoot.stakes')} data-num>
        {etb(w['stakes'])}
      </td>
      <td data-label={t('lotofoot.liability')} data-num>
        {etb(w['liability'])}
      </td>
      <td data-label={t('lotofoot.cap')} data-num data-testid="week-cap">
        {w['cap'] === undefined ? t('lotofoot.pool') : etb(w['cap'])}
        {share !== null && (
          <span style={{ display: 'block', fontSize: 12 }} title={t('lotofoot.used', { percent: (share * 100).toFixed(1) })}>
            <meter min={0} max={1} low={0.7} high={0.9} optimum={0} value={share} style={{ width: 80 }} /> {(share * 100).toFixed(1)}%
          </span>
        )}
      </td>
    </tr>
  );
}

/** LF7's weekly cap: says the cap in force (the newest LF7 week's), takes whole ETB and a reason. */
function CapForm() {
  const { t } = useI18n();
  const inForce = useValue('lotofootCap');
  const [cap, setCap] = useState('');
  const [reason, setReason] = useState('');
  const { said, send, forget } = useSent('SetLotofootCap', () => setReason(''));
  const edit =
    (set: (value: string) => void) =>
    (event: { target: { value: string } }): void => {
      forget();
      set(event.target.value);
    };
  const whole = /^\d{1,10}$/.test(cap.trim()) ? Number(cap.trim()) : undefined;
  return (
    <form
      className={`${form} ${card}`}
      data-testid="cap-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (whole !== undefined) {
          send({ type: 'SetLotofootCap', variant: 'LOTOFOOT_7', cap: whole, reason: reason.trim() });
        }
      }}
    >
      <h2 style={{ fontSize: 16, margin: 0 }}>{t('lotofoot.capForm')}</h2>
      <p style={{ margin: 0 }}>{inForce === undefined ? t('lotofoot.capIntro') : t('lotofoot.capInForce', { cap: etb(inForce) })}</p>
      <div className={row} style={{ alignItems: 'end' }}>
        <label style={{ flex: '1 1 200px' }}>
          {t('lotofoot.capEtb')}
          <input name="cap" inputMode="numeric" value={cap} onChange={edit(setCap)} required />
        </label>
        <label style={{ flex: '2 1 260px' }}>
          {t('risk.reason')}
          <input name="reason" value={reason} onChange={edit(setReason)} required maxLength={500} />
        </label>
      </div>
      {cap.trim() !== '' && whole === undefined && <p style={{ margin: 0, color: 'var(--bo-danger)' }}>{t('lotofoot.capInvalid')}</p>}
      <Said said={said} ok={t('lotofoot.capSaved')} />
      <div>
        <button type="submit" className={button} disabled={whole === undefined || reason.trim() === '' || said.state === 'busy'}>
          {t('lotofoot.capSave')}
        </button>
      </div>
    </form>
  );
}
