// The promotions chunk's one entry: the /promotions screen and (its default) the promo popup load together — they
// share the list, its cards and styles — so the home route names one lazy file for both.
export { PromotionsScreen } from './PromotionsScreen.tsx';
export { PromoPopup as default } from '../../promotions/PromoPopup.tsx';
