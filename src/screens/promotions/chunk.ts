// The /promotions screen's chunk entry. The promo popup has its own (popup-chunk.ts); the two share the card and
// styles through a chunk of their own, so the home route never loads the screen.
export { PromotionsScreen } from './PromotionsScreen.tsx';
