// A merchant's gateway switches for one flow (issue 33): each gateway with On/Off, and each of its methods in the
// catalogue with On/Off (a method shows to players only when its gateway is on and lists it, companion §9). The
// form starts from the switches as last read and saves them whole (PUT preferences, audited with before and after);
// the answer replaces what the store holds, and the form starts again from it.
import { useState } from 'react';
import { PAYMENT_METHODS, type PreferenceMethod } from '../../../domain/payments/methods.ts';
import type { GatewaySwitchRow, PaymentFlowName } from '../../../sync/backoffice/events-payment-settings.ts';
import { settingsKey } from '../../../sync/backoffice/store-payment-settings.ts';
import { useCommand, useRow } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { button, card, form, scroller, table } from '../styles.ts';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

const GATEWAYS = ['santimpay', 'arifpay'] as const;
const GATEWAY_NAMES = { santimpay: 'SantimPay', arifpay: 'ArifPay' } as const;

/** A method's name on this page: the wallet's, or SantimPay's hosted checkout. */
export const methodName = (method: string, t: (key: 'settings.checkout') => string): string =>
  method === 'CHECKOUT' ? t('settings.checkout') : (PAYMENT_METHODS.find((m) => m.method === method)?.name ?? method);

interface Props {
  merchantId: string;
  flow: PaymentFlowName;
  mayChange: boolean;
}

export function PaymentSwitches(props: Props) {
  const key = settingsKey(props.merchantId, props.flow);
  const santimpay = useRow('paymentSwitches', `${key}|santimpay`);
  const arifpay = useRow('paymentSwitches', `${key}|arifpay`);
  const stored: GatewaySwitchRow[] = [santimpay, arifpay]
    .filter((g) => g['name'] !== undefined)
    .map((g) => ({
      name: g['name'] as GatewaySwitchRow['name'],
      enabled: g['enabled'] === true,
      methods: String(g['methods'] ?? '')
        .split(',')
        .filter(Boolean) as PreferenceMethod[],
    }));
  // Here, not in the form: the saved message outlives the form's fresh start from the answer.
  const sent = useSent('SetPaymentSwitches', () => undefined);
  // A new read (or a save's answer) starts the form afresh from what the server holds.
  return <SwitchesForm key={`${key}:${JSON.stringify(stored)}`} {...props} stored={stored} sent={sent} />;
}

function SwitchesForm({ merchantId, flow, mayChange, stored, sent }: Props & { stored: GatewaySwitchRow[]; sent: ReturnType<typeof useSent> }) {
  const { t, say } = useI18n();
  const load = useCommand('LoadPaymentSwitches');
  const [draft, setDraft] = useState(stored);
  const { said, send, forget } = sent;
  const gatewayOf = (name: string) => draft.find((g) => g.name === name) ?? { name: name as GatewaySwitchRow['name'], enabled: false, methods: [] };
  const change = (name: string, next: (g: GatewaySwitchRow) => GatewaySwitchRow): void => {
    forget();
    setDraft(GATEWAYS.map((n) => (n === name ? next(gatewayOf(n)) : gatewayOf(n))));
  };
  const changed = JSON.stringify(draft) !== JSON.stringify(stored);
  return (
    <form
      className={`${form} ${card} ${scroller}`}
      data-testid="payment-switches"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SetPaymentSwitches', merchantId, flow, gateways: draft });
      }}
    >
      <h2 style={{ fontSize: 16, margin: 0 }}>{t('settings.switches')}</h2>
      <p style={{ margin: 0 }}>{t('settings.switchesIntro')}</p>
      {stored.length === 0 ? (
        <p>{load.state === 'failed' ? t('common.refreshFailed', { message: say(load.message) }) : t('common.loading')}</p>
      ) : (
        GATEWAYS.map((name) => {
          const g = gatewayOf(name);
          const methods = PAYMENT_METHODS.filter((m) => m.flow === flow && m.provider === name);
          return (
            <table key={name} className={table} data-testid={`switches-${name}`}>
              <thead>
                <tr>
                  <th style={{ width: '60%' }}>{GATEWAY_NAMES[name]}</th>
                  <th>
                    <Toggle
                      label={GATEWAY_NAMES[name]}
                      on={g.enabled}
                      disabled={!mayChange}
                      onChange={(on) => change(name, (x) => ({ ...x, enabled: on }))}
                    />
                  </th>
                </tr>
              </thead>
              <tbody>
                {methods.map((m) => (
                  <tr key={m.id}>
                    <td style={{ paddingInlineStart: 20 }}>{methodName(m.method, t)}</td>
                    <td>
                      <Toggle
                        label={`${GATEWAY_NAMES[name]} ${methodName(m.method, t)}`}
                        on={g.methods.includes(m.method)}
                        disabled={!mayChange}
                        onChange={(on) =>
                          change(name, (x) => ({ ...x, methods: on ? [...x.methods, m.method] : x.methods.filter((w) => w !== m.method) }))
                        }
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })
      )}
      {!mayChange && <p style={{ margin: 0 }}>{t('settings.viewOnly')}</p>}
      <Said said={said} ok={t('settings.switchesSaved')} />
      {mayChange && (
        <div>
          <button type="submit" className={button} disabled={!changed || said.state === 'busy'}>
            {t('settings.save')}
          </button>
        </div>
      )}
    </form>
  );
}

/** On/Off as a checkbox with its word beside it (a screen reader names it by `label`). */
function Toggle({ label, on, disabled, onChange }: { label: string; on: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const { t } = useI18n();
  return (
    <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center', fontWeight: on ? 600 : 400, margin: 0 }}>
      <input type="checkbox" aria-label={label} checked={on} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {on ? t('settings.on') : t('settings.off')}
    </label>
  );
}
