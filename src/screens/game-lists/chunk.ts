// The game lists chunk's one entry: /abcd, /frozen and /inbet share their reads, styles and the games UI, so the
// router names one lazy file for the three.
export { AbcdScreen } from './AbcdScreen.tsx';
export { FrozenScreen } from './FrozenScreen.tsx';
export { InbetScreen } from './InbetScreen.tsx';
