// A handful of inline SVG icons (24×24 strokes) for navigation: no icon font, no extra request.
const PATHS = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  sports:
    'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zm0 4l3.5 2.5-1.3 4h-4.4l-1.3-4z M12 3v4 M21 12l-5.5-2.5 M3 12l5.5-2.5 M7 19.5l2.8-5.5 M17 19.5l-2.8-5.5',
  lotofoot: 'M4 5h16v14H4z M4 10h16 M9 5v14 M14 5v14',
  games: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z M8.5 8.5h.01 M15.5 15.5h.01 M12 12h.01 M15.5 8.5h.01 M8.5 15.5h.01',
  virtuals: 'M3 5h18v11H3z M8 20h8 M12 16v4 M10 8.5l4 2-4 2z',
  promos: 'M4 10h16v10H4z M3 7h18v3H3z M12 7v13 M12 7c-2-3-6-3-6 0 M12 7c2-3 6-3 6 0',
  ticket: 'M4 6h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4z M10 6v12',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z M3 12h18 M12 3c3 3.5 3 14.5 0 18 M12 3c-3 3.5-3 14.5 0 18',
  chevron: 'M6 9l6 6 6-6',
  back: 'M15 5l-7 7 7 7',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14z M20 20l-4-4',
  slip: 'M6 3h12v18l-3-2-3 2-3-2-3 2z M9 8h6 M9 12h6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
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
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
