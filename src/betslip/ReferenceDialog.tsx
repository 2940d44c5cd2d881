// After a successful bet (spec §2/§3): the ticket reference — 'Reference Code' for a CASH- ticket to take
// to a shop, else 'Ticket ID' — with a copy control that says 'Copied!' for 2 seconds. Closing it clears the slip.
import { useEffect, useState } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';

export function ReferenceDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
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
    void navigator.clipboard?.writeText(reference).then(() => setCopied(true), () => setCopied(true));
  };
  return (
    <div className="reference" role="alertdialog" aria-label={t('slip.placed')} data-testid="reference-dialog">
      <p className="ok">{t('slip.placed')}</p>
      <small>{t(reference.startsWith('CASH-') ? 'slip.referenceCode' : 'slip.ticketId')}</small>
      <code data-testid="reference">{reference}</code>
      <button type="button" onClick={copy}>{copied ? t('slip.copied') : t('slip.copy')}</button>
      <button type="button" className="place" onClick={onClose}>{t('slip.close')}</button>
    </div>
  );
}
