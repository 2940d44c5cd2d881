// What the Games screen is made of (issue 33): the prompt every On/Off goes through (what the switch does, in words,
// and a reason of 3 to 500 characters; it stays open with what was typed when the server refuses, and closes once
// the answer is in), a merchant's real-money line with its confirmation, and a provider's line.
import { css } from '@linaria/core';
import { useState } from 'react';
import type { Intent } from '../../../sync/backoffice/events.ts';
import { useRow } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { button, form, row } from '../styles.ts';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

export const heading = { fontSize: 16, marginTop: 0 } as const;

/** The cell a prompt opens in under its line: the table's whole width, also where a phone stacks the cells. */
const promptCell = css`
  background: var(--bo-bg, #f7f8fa);
  @media (max-width: 600px) {
    grid-column: 1 / -1;
  }
`;

/** On, Off, or Off because the provider is: in words, the off states in the danger colour. */
export function State({ on, byProvider = false }: { on: boolean; byProvider?: boolean }) {
  const { t } = useI18n();
  const text = on && byProvider ? t('games.offByProvider') : on ? t('games.on') : t('games.off');
  return <strong style={{ color: on && !byProvider ? 'var(--bo-ok)' : 'var(--bo-danger)' }}>{text}</strong>;
}

type SwitchCommand = 'SwitchGameProvider' | 'SwitchGame';

/** The reason prompt of one switch: `question` says what it does; sent as `command` with the id and the new state. */
export function SwitchPrompt(p: { command: SwitchCommand; id: string; on: boolean; question: string; columns: number; onClose: () => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const { said, send, forget } = useSent(p.command, p.onClose);
  const trimmed = reason.trim();
  const intent: Intent = { type: p.command, id: p.id, on: p.on, reason: trimmed };
  return (
    <tr data-testid={`prompt-${p.id}`}>
      <td colSpan={p.columns} className={promptCell}>
        <form
          className={form}
          onSubmit={(event) => {
            event.preventDefault();
            send(intent);
          }}
        >
          <p style={{ margin: 0, color: 'var(--bo-text)' }}>{p.question}</p>
          <label>
            {t('games.reason')}
            <input
              name="reason"
              value={reason}
              onChange={(e) => {
                forget();
                setReason(e.target.value);
              }}
              required
              minLength={3}
              maxLength={500}
              // biome-ignore lint/a11y/noAutofocus: the prompt opens on the operator's own click, to be typed in at once
              autoFocus
            />
          </label>
          <Said said={said} />
          <div className={row}>
            <button type="submit" className={button} data-kind={p.on ? undefined : 'danger'} disabled={trimmed.length < 3 || said.state === 'busy'}>
              {p.on ? t('games.switchOn') : t('games.switchOff')}
            </button>
            <button type="button" className={button} data-kind="secondary" onClick={p.onClose}>
              {t('games.cancel')}
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}

/** A merchant's real-money switch; turning it either way first asks, saying what it means for the players. */
export function RealMoneyLine({ merchant }: { merchant: string }) {
  const { t } = useI18n();
  const on = useRow('gameSettings', merchant)['real_money'] === true;
  const [asking, setAsking] = useState(false);
  const { said, send } = useSent('SetRealMoney', () => setAsking(false));
  return (
    <>
      <tr data-testid={`real-money-${merchant}`}>
        <td data-label={t('games.merchant')}>
          <code>{merchant}</code>
        </td>
        <td data-label={t('games.state')}>
          <State on={on} />
        </td>
        <td>
          {!asking && (
            <button type="button" className={button} data-kind={on ? 'danger' : 'secondary'} onClick={() => setAsking(true)}>
              {on ? t('games.turnOff') : t('games.turnOn')}
            </button>
          )}
        </td>
      </tr>
      {asking && (
        <tr>
          <td colSpan={3} className={promptCell}>
            <div className={form} role="alertdialog" aria-label={t('games.realMoney')}>
              <p style={{ margin: 0 }}>{t(on ? 'games.realMoney.confirmOff' : 'games.realMoney.confirmOn', { merchant })}</p>
              <Said said={said} />
              <div className={row}>
                <button
                  type="button"
                  className={button}
                  data-kind={on ? 'danger' : undefined}
                  disabled={said.state === 'busy'}
                  onClick={() => send({ type: 'SetRealMoney', merchantId: merchant, on: !on })}
                >
                  {t('games.confirm')}
                </button>
                <button type="button" className={button} data-kind="secondary" onClick={() => setAsking(false)}>
                  {t('games.cancel')}
                </button>
              </div>
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

/** A provider's line: name, kind, the sync's state, its games, the switch and a link to its games below. */
export function ProviderLine(p: { id: string; asking: boolean; onAsk: (open: boolean) => void; onShowGames: () => void }) {
  const { t } = useI18n();
  const r = useRow('gameProviders', p.id);
  const name = String(r['display_name'] ?? p.id);
  const on = r['switched_off'] !== true;
  const kind = `games.kind.${String(r['kind'])}` as MessageKey;
  return (
    <>
      <tr data-testid={`provider-${p.id}`}>
        <td data-label={t('games.name')}>{name}</td>
        <td data-label={t('games.kind')}>{t(kind)}</td>
        <td data-label={t('games.synced')}>{r['active'] === true ? t('games.synced.active') : t('games.synced.inactive')}</td>
        <td data-label={t('games.count')} data-num>
          <button type="button" className={button} data-kind="secondary" title={t('games.showGames')} onClick={p.onShowGames}>
            {String(r['games'] ?? 0)}
          </button>
        </td>
        <td data-label={t('games.state')}>
          <State on={on} />
        </td>
        <td>
          {!p.asking && (
            <button type="button" className={button} data-kind={on ? 'danger' : 'secondary'} onClick={() => p.onAsk(true)}>
              {on ? t('games.switchOff') : t('games.switchOn')}
            </button>
          )}
        </td>
      </tr>
      {p.asking && (
        <SwitchPrompt
          command="SwitchGameProvider"
          id={p.id}
          on={!on}
          columns={6}
          question={t(on ? 'games.prompt.providerOff' : 'games.prompt.providerOn', { name })}
          onClose={() => p.onAsk(false)}
        />
      )}
    </>
  );
}
