// The operator's help line as the server configures it (SUPPORT_PHONE, public GET /api/v1/responsible-gaming/support),
// asked for once when a form or panel that shows it opens and kept in the store (responsibleGaming.support_phone).
// Empty until it arrives: a placeholder number is never shown. Only lazy chunks import this.
import { useContext, useEffect } from 'react';
import { RG_ROW } from '../../sync/read/responsible-gaming.ts';
import { requestRg } from '../../sync/responsible-gaming.ts';
import { EngineContext, useCell } from '../data/hooks.ts';

export function useSupportPhone(): string {
  // Without an engine (a form rendered on its own, in a test) the line shows no number rather than failing.
  const engine = useContext(EngineContext);
  const phone = useCell('responsibleGaming', RG_ROW, 'support_phone') ?? '';
  useEffect(() => {
    if (!phone && engine) {
      requestRg(engine, { action: 'support' });
    }
  }, [engine, phone]);
  return phone;
}
