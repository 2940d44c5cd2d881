// The payments desk's methods and limits (issue 33): for one merchant (the server's own unless another is picked)
// and one flow, each gateway and its methods with On/Off — saved whole through the gateway switches' PUT, audited
// there — and, with payments.settings, each method's minimum and maximum in force (the merchant's own or the
// defaults) with a form to change one or go back to the defaults. What players see follows at their next read.
import { useState } from 'react';
import type { PaymentFlowName } from '../../../sync/backoffice/events-payment-settings.ts';
import { useMe, useRead, useSortedRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { button, card, form, header, row } from '../styles.ts';
import { PaymentsNav } from './payment-nav.tsx';
import { PaymentLimits } from './payment-limits.tsx';
import { PaymentSwitches } from './payment-switches.tsx';

const FLOWS: PaymentFlowName[] = ['deposit', 'withdrawal'];

export function PaymentSettingsScreen() {
  const { t } = useI18n();
  const me = useMe();
  const [merchant, setMerchant] = useState('');
  const [flow, setFlow] = useState<PaymentFlowName>('deposit');
  const mayChange = me?.permissions.has('payments.settings') === true;
  useRead({ type: 'LoadPaymentSwitches', merchantId: merchant, flow });
  useRead(mayChange ? { type: 'LoadPaymentLimits', merchantId: merchant, flow } : null);
  const merchants = useSortedRowIds('paymentMerchants', 'position');
  return (
    <>
      <div className={header}>
        <h1>{t('payments.title')}</h1>
      </div>
      <PaymentsNav current="settings" />
      <section className={`${form} ${card}`}>
        <div className={row} style={{ alignItems: 'end' }}>
          <label style={{ flex: '1 1 220px' }}>
            {t('settings.merchant')}
            <select name="merchant" value={merchant} onChange={(e) => setMerchant(e.target.value)}>
              <option value="">{t('settings.ownMerchant')}</option>
              {merchants.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
          <div role="tablist" style={{ display: 'flex', gap: 4 }}>
            {FLOWS.map((f) => (
              <button
                key={f}
                type="button"
                role="tab"
                aria-selected={f === flow}
                className={button}
                data-kind={f === flow ? undefined : 'secondary'}
                onClick={() => setFlow(f)}
              >
                {t(`payments.flow.${f}` as MessageKey)}
              </button>
            ))}
          </div>
        </div>
      </section>
      {/* Another merchant or flow is another form: nothing said about the last one stays. */}
      <PaymentSwitches key={`s:${merchant}|${flow}`} merchantId={merchant} flow={flow} mayChange={mayChange} />
      {mayChange && <PaymentLimits key={`l:${merchant}|${flow}`} merchantId={merchant} flow={flow} />}
    </>
  );
}
