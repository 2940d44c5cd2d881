// The unlock notice: when bonus points have just been activated a 'bonusActivation' window event fires
// and this notice shows; dismissing it marks the unlock notification seen (spec §3/§4; failure silent).
import { useEffect, useState } from 'react';
import { styled } from '@linaria/react';
import { useEngine, useStore } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { useAccountUi } from './context.tsx';
import { watchBonusActivation } from './unlock-watch.ts';
import { formatAmount } from './use-wallet.ts';

const Notice = styled.div`
  position: fixed;
  left: 12px;
  right: 12px;
  bottom: calc(var(--tabbar-h) + 12px);
  z-index: 70;
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 12px 14px;
  border-radius: 12px;
  background: var(--surface-2);
  border: 1px solid var(--ok);
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.5);
  @media (min-width: 768px) {
    left: auto;
    right: 24px;
    bottom: 24px;
    width: 360px;
  }
  & div { flex: 1; }
  & b { display: block; color: var(--ok); }
  & button { border: 0; border-radius: 8px; padding: 8px 14px; background: var(--ok); color: #05210f; font-weight: 800; cursor: pointer; }
`;

export function UnlockNotice() {
  const t = useT();
  const engine = useEngine();
  const store = useStore();
  const { account } = useAccountUi();
  const [points, setPoints] = useState(0);
  useEffect(
    () =>
      store
        ? watchBonusActivation(engine, store, (activated) => {
            window.dispatchEvent(new CustomEvent('bonusActivation', { detail: { points: activated } }));
            setPoints(activated);
          })
        : undefined,
    [engine, store],
  );
  if (points <= 0) {
    return null;
  }
  return (
    <Notice role="status" data-testid="unlock-notice">
      <div>
        <b>{t('unlock.title')}</b>
        {t('unlock.body', { amount: formatAmount(points) })}
      </div>
      <button
        type="button"
        onClick={() => {
          setPoints(0);
          void account.markUnlockSeen();
        }}
      >
        {t('unlock.dismiss')}
      </button>
    </Notice>
  );
}
