// A team's badge without images: a small shield in the club's colours with its code for clubs of the
// table (teams.ts), a circle in colours derived from the name with a 3-letter abbreviation otherwise.
// The code's colour is chosen for contrast (colour.ts), so it reads on any fill. Decorative: the team's
// name is always written beside it.
import { badgeLook } from './teams.ts';
import { fixedSize } from './fixed-size.ts';
import { useSaveData } from '../data/save-data.ts';

const SHIELD = 'M16 1.8 28.6 5.6v9.2c0 7.6-5.2 12.9-12.6 15.4C8.6 27.7 3.4 22.4 3.4 14.8V5.6z';
const FONT_SIZE: Record<number, number> = { 1: 14, 2: 12.5, 3: 10.5, 4: 8.5 };

export function TeamBadge({ name, size = 28 }: { name: string; size?: number }) {
  // Low-data mode (issue 17): no badge; the team's name beside it carries the row.
  if (useSaveData()) {
    return null;
  }
  const look = badgeLook(name);
  const fontSize = FONT_SIZE[look.code.length] ?? 8;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-team-code={look.code} className={fixedSize}>
      {look.known ? (
        <path d={SHIELD} fill={look.fill} stroke={look.rim} strokeWidth="1.6" strokeLinejoin="round" />
      ) : (
        <circle cx="16" cy="16" r="14.4" fill={look.fill} stroke={look.rim} strokeWidth="1.6" />
      )}
      <text
        x="16"
        y={look.known ? 15.5 : 16.5}
        fill={look.text}
        fontSize={fontSize}
        fontWeight="700"
        textAnchor="middle"
        dominantBaseline="central"
        letterSpacing="-0.2"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Ethiopic', sans-serif"
      >
        {look.code}
      </text>
    </svg>
  );
}
