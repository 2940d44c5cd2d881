// The promo popup's own chunk (the home route loads it after the sports arrive): the popup and the card it shows,
// without the /promotions screen, and with only the promotions' texts (withMessages(…, ['promo'])).
export { PromoPopup as default } from '../../promotions/PromoPopup.tsx';
