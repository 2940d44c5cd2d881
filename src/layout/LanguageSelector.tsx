// The language selector of spec §2: a button with the current language label, a 115 px dropdown of
// name + short label per language kept 8 px inside the viewport, closing on an outside click.
// Choosing emits a LanguageSelected event; the store persists it to browser storage. Under the languages, the
// 'Save data' switch (issue 17's low-data mode) and the date style: settings a signed-out visitor can reach; last,
// the odds format (issue 29): one price (2.50) in each form, decimal · fractional · American.
import { useLayoutEffect, useRef, useState } from 'react';
import { styled } from '@linaria/react';
import { LANGUAGES, type Language } from '../../schema/language.ts';
import { useEngine } from '../data/hooks.ts';
import { useLanguage, useT } from '../i18n/I18nProvider.tsx';
import { LANGUAGE_LABELS } from '../i18n/languages.ts';
import { Icon } from '../components/icons.tsx';
import { useOutsideClick } from '../components/use-outside-click.ts';
import { useSaveDataSwitch } from '../data/save-data.ts';
import { useDateStyleSwitches } from '../data/date-style.ts';
import { ODDS_FORMAT_LABELS, SAMPLE_PRICE, useOddsFormatChoice } from '../data/odds-format.ts';
import { formatOdds, ODDS_FORMATS } from '../../domain/odds-format.ts';

const MENU_WIDTH = 115;
const VIEWPORT_MARGIN = 8;

const Wrap = styled.div`
  position: relative;
`;
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 34px;
  padding: 0 10px;
  border-radius: 999px;
  border: 1px solid var(--border);
  background: var(--surface);
  cursor: pointer;
  font-weight: 700;
  font-size: 12px;
  @media (max-width: 767px) {
    padding: 0 8px;
    & svg {
      display: none;
    }
  }
`;
const Menu = styled.ul`
  position: fixed;
  z-index: 50;
  width: ${MENU_WIDTH}px;
  margin: 0;
  padding: 4px;
  list-style: none;
  border-radius: 10px;
  background: var(--surface-2);
  border: 1px solid var(--border);
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45);
  & li:last-child {
    margin-top: 4px;
    padding-top: 4px;
    border-top: 1px solid var(--border);
  }
`;
const Item = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: 6px;
  padding: 8px 6px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  cursor: pointer;
  font-size: 13px;
  text-align: left;
  &[aria-checked='true'] {
    background: var(--accent-soft);
    color: #fff;
  }
  & small {
    color: var(--muted);
    font-size: 11px;
  }
`;
/** The odds-format row: its title, then three equal buttons, each the sample price in one format. */
const Formats = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 2px;
  & > small {
    grid-column: 1 / -1;
    padding: 4px 6px 2px;
    color: var(--muted);
    font-size: 11px;
  }
  & > button {
    justify-content: center;
    padding: 8px 0;
    font-variant-numeric: tabular-nums;
  }
`;

export function LanguageSelector() {
  const engine = useEngine();
  const lang = useLanguage();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [saving, toggleSaving] = useSaveDataSwitch();
  const dates = useDateStyleSwitches();
  const [oddsFormat, chooseOddsFormat] = useOddsFormatChoice();
  const [pos, setPos] = useState({ top: 0, left: 0 });
  const wrap = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    // Measured only when open: reading a rect forces a layout of the whole page, which at mount would
    // join the first render's long task.
    const rect = open ? wrap.current?.getBoundingClientRect() : undefined;
    if (rect) {
      const left = Math.min(Math.max(rect.right - MENU_WIDTH, VIEWPORT_MARGIN), window.innerWidth - MENU_WIDTH - VIEWPORT_MARGIN);
      setPos({ top: rect.bottom + 6, left });
    }
  }, [open]);

  useOutsideClick([wrap], () => setOpen(false), open);

  const choose = (language: Language): void => {
    engine.emit({ type: 'v1.LanguageSelected', at: Date.now(), source: 'user', payload: { language } });
    setOpen(false);
  };

  return (
    <Wrap ref={wrap}>
      <Trigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${LANGUAGE_LABELS[lang].short}, ${t('lang.choose')}`}
        data-testid="language-button"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="globe" size={16} />
        {LANGUAGE_LABELS[lang].short}
      </Trigger>
      {open ? (
        <Menu role="menu" style={{ top: pos.top, left: pos.left }}>
          {LANGUAGES.map((l) => (
            <li key={l} role="none">
              <Item
                type="button"
                role="menuitemradio"
                aria-checked={l === lang}
                lang={l === 'or' ? 'om' : l}
                data-testid={`language-${l}`}
                onClick={() => choose(l)}
              >
                <span>{LANGUAGE_LABELS[l].name}</span>
                <small>{LANGUAGE_LABELS[l].short}</small>
              </Item>
            </li>
          ))}
          {[
            { on: saving, id: 'save-data-toggle', label: t('settings.saveData'), flip: toggleSaving },
            {
              on: dates.style.calendar === 'ethiopian',
              id: 'ethiopian-calendar-toggle',
              label: t('settings.ethiopianCalendar'),
              flip: dates.toggleCalendar,
            },
            { on: dates.style.clock === 'local', id: 'local-time-toggle', label: t('settings.localTime'), flip: dates.toggleClock },
          ].map((s) => (
            <li key={s.id} role="none">
              <Item
                type="button"
                role="menuitemcheckbox"
                aria-checked={s.on}
                data-testid={s.id}
                onClick={() => {
                  s.flip();
                  setOpen(false);
                }}
              >
                <span>{s.label}</span>
                <small>{s.on ? '✓' : ''}</small>
              </Item>
            </li>
          ))}
          <li role="none">
            <Formats role="group" aria-label={t('settings.oddsFormat')}>
              <small aria-hidden="true">{t('settings.oddsFormat')}</small>
              {ODDS_FORMATS.map((f) => (
                <Item
                  key={f}
                  type="button"
                  role="menuitemradio"
                  aria-checked={f === oddsFormat}
                  aria-label={t(ODDS_FORMAT_LABELS[f])}
                  title={t(ODDS_FORMAT_LABELS[f])}
                  data-testid={`odds-format-${f}`}
                  onClick={() => {
                    chooseOddsFormat(f);
                    setOpen(false);
                  }}
                >
                  {formatOdds(SAMPLE_PRICE, f)}
                </Item>
              ))}
            </Formats>
          </li>
        </Menu>
      ) : null}
    </Wrap>
  );
}
