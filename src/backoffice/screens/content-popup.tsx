// The promo popup on the content desk (issue 33 "Content"): on or off, and the hours a player waits between two
// showings (1–720), as players get them with their promotions list; how many running promotions may open in it. The
// form starts from the server's setting and starts again when it changes; a refusal shows the server's text and the
// form keeps what was typed.
import { useState } from 'react';
import { POPUP_COOLDOWN_HOURS } from '../../../schema/endpoints/backoffice-content.ts';
import { CURRENT, promotionStatus } from '../../../sync/backoffice/store-promotions.ts';
import { useRead, useRow, useTable } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { button, card, form } from '../styles.ts';
import { when } from './payment-parts.tsx';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

export function PopupSection() {
  const { t } = useI18n();
  useRead({ type: 'LoadPromoPopup' });
  useRead({ type: 'LoadPromotions' });
  const setting = useRow('promoPopupSetting', CURRENT);
  const promotions = useTable('promotions');
  const now = Date.now();
  const inPopup = Object.values(promotions).filter((p) => p['in_popup'] !== false && promotionStatus(p, now) === 'active').length;
  // Kept here, not in the form: a save's answer starts the form again, and its message must outlive that.
  const sent = useSent('SetPromoPopup', () => undefined);
  if (setting['enabled'] === undefined) {
    return <p>{t('common.loading')}</p>;
  }
  return (
    <section className={card}>
      <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('popup.title')}</h2>
      <p>{t('popup.intro')}</p>
      <p data-testid="popup-count">{t('popup.promotions', { count: String(inPopup) })}</p>
      <p>
        <small>{t('popup.pointsCard')}</small>
      </p>
      <PopupForm key={JSON.stringify(setting)} setting={setting} sent={sent} />
    </section>
  );
}

function PopupForm({ setting, sent }: { setting: Record<string, unknown>; sent: ReturnType<typeof useSent> }) {
  const { t } = useI18n();
  const [enabled, setEnabled] = useState(setting['enabled'] !== false);
  const [hours, setHours] = useState(String(setting['cooldown_hours'] ?? 24));
  const { said, send, forget } = sent;
  return (
    <form
      className={form}
      data-testid="popup-form"
      onSubmit={(event) => {
        event.preventDefault();
        // A number the server refuses (a fraction, out of range) is sent as typed: its text says why.
        send({ type: 'SetPromoPopup', popup: { enabled, cooldown_hours: Number(hours) } });
      }}
    >
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <input
          type="checkbox"
          name="enabled"
          checked={enabled}
          onChange={(e) => {
            forget();
            setEnabled(e.target.checked);
          }}
        />
        {t('popup.enabled')}
      </label>
      <label style={{ maxWidth: 360 }}>
        {t('popup.cooldown')}
        <input
          name="cooldown_hours"
          type="number"
          inputMode="numeric"
          min={POPUP_COOLDOWN_HOURS.min}
          max={POPUP_COOLDOWN_HOURS.max}
          step="any"
          required
          value={hours}
          onChange={(e) => {
            forget();
            setHours(e.target.value);
          }}
        />
      </label>
      <p style={{ margin: 0 }}>
        <small data-testid="popup-changed">
          {setting['updated_at'] === undefined ? t('popup.defaults') : t('content.changed', { when: when(setting['updated_at']) })}
        </small>
      </p>
      <Said said={said} ok={t('popup.saved')} />
      <div>
        <button type="submit" className={button} disabled={said.state === 'busy'}>
          {t('banner.save')}
        </button>
      </div>
    </form>
  );
}
