// A sport's icon, inline SVG in currentColor (decorative: the sport's name is always written beside it).
// Unknown sports show the football icon (spec §3). The paths live in sport-icons.ts.
import { SPORT_ICONS, sportIconKey } from './sport-icons.ts';
import { fixedSize } from './fixed-size.ts';

export function SportIcon({ name, size = 20 }: { name: string; size?: number }) {
  const key = sportIconKey(name);
  const icon = SPORT_ICONS[key];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-sport-icon={key}
      className={fixedSize}
    >
      <path d={icon.s} />
      {icon.f ? <path d={icon.f} fill="currentColor" stroke="none" /> : null}
    </svg>
  );
}
