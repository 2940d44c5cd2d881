// The submit's dialogs (core §2/§4): confirm (the count of picks and the price) before anything is sent; success
// with the ticket reference and a copy control that says 'Copied!' for 2 seconds; failure with the reason and Retry
// (the same ticket again: after no answer it reuses its Idempotency-Key, so it is never taken twice).
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { formatAmount } from '../../components/format.ts';
import { Dialog } from './lotofoot-style.ts';

function Shell({ label, testId, onClose, children }: { label: string; testId: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog role="dialog" aria-modal="true" aria-label={label} data-testid={testId} onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="card">{children}</div>
    </Dialog>
  );
}

export function ConfirmDialog({ count, price, onConfirm, onCancel }: { count: number; price: number; onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  return (
    <Shell label={t('lotofoot.confirmTitle')} testId="lotofoot-confirm" onClose={onCancel}>
      <h2>{t('lotofoot.confirmTitle')}</h2>
      <p>{t('lotofoot.confirmText', { count, amount: formatAmount(price) })}</p>
      <div className="buttons">
        <button type="button" onClick={onCancel}>
          {t('lotofoot.cancel')}
        </button>
        <button type="button" className="primary" data-testid="lotofoot-confirm-yes" onClick={onConfirm}>
          {t('lotofoot.confirm')}
        </button>
      </div>
    </Shell>
  );
}

export function SuccessDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (): void => {
    void navigator.clipboard?.writeText(reference).then(
      () => setCopied(true),
      () => setCopied(true),
    );
  };
  return (
    <Shell label={t('lotofoot.success')} testId="lotofoot-success" onClose={onClose}>
      <h2 className="ok">{t('lotofoot.success')}</h2>
      <p>{t('lotofoot.reference')}</p>
      <code data-testid="lotofoot-reference">{reference}</code>
      <div className="buttons">
        <button type="button" onClick={copy}>
          {copied ? t('lotofoot.copied') : t('lotofoot.copy')}
        </button>
        <button type="button" className="primary" onClick={onClose}>
          {t('lotofoot.close')}
        </button>
      </div>
    </Shell>
  );
}

export function FailureDialog({ text, onRetry, onClose }: { text: string; onRetry: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <Shell label={t('lotofoot.failed')} testId="lotofoot-failure" onClose={onClose}>
      <h2 className="bad">{t('lotofoot.failed')}</h2>
      <p data-testid="lotofoot-failure-text">{text}</p>
      <div className="buttons">
        <button type="button" onClick={onClose}>
          {t('lotofoot.close')}
        </button>
        <button type="button" className="primary" data-testid="lotofoot-retry" onClick={onRetry}>
          {t('lotofoot.retry')}
        </button>
      </div>
    </Shell>
  );
}
