// The SMS channel's Afan Oromo words (issue 34, Latin script), key for key sms-en.ts's.
import type { SMS_EN } from './sms-en.ts';

export const SMS_OR: Record<keyof typeof SMS_EN, string> = {
  'sms.help':
    'BirrBet SMS gara {short}: qabsiisa KOODII#FILANNOO#HANGA (1001#1#50), hedduu 1001#1*1002#X#50. TAPHA (koodii), HAFTEE, DHUMAA, ILAALI lakk., LOTOO, DHAABI (boqonnaa sa’aatii 24), BEEKSISA BANI/CUFI, AFAAN AM/EN/OR/TI.',
  'sms.langHint': 'Afaan filachuuf LANG AM, LANG OR ykn LANG TI ergi.',
  'sms.langSet': 'Afaan: Afaan Oromoo.',
  'sms.balance': 'Haftee: {cash} ETB. Qabxii boonasii cufame: {bonus}. Qabxii: {points}.',
  'sms.games': 'Tapha itti aanan: {lines}. Qabsiisuuf KOODII#FILANNOO#HANGA ergi.',
  'sms.gamesNone': 'Amma taphni qabsiisaaf banaa ta’e hin jiru.',
  'sms.leg': '{code} {home}-{away} {pick}@{odds}',
  'sms.confirmBet':
    '{legs}. Qabsiisa {stake} ETB (VAT {vat}), injifannoo {win} ETB gibira {tax} booda. Qabsiisuuf daqiiqaa 2 keessatti EEYYEE {code} jedhii deebisi.',
  'sms.pricesChanged': 'Erga gaafattee carraan jijjiirameera.',
  'sms.receipt':
    'Qabsiisni galmaa’eera. Lakk. {ref}. Qabsiisa {stake} ETB, VAT {vat}, carraa {odds}, injifannoo danda’amu {gross} ETB, gibira {tax}, kan siif kaffalamu {win} ETB.',
  'sms.codeUnknown': 'Koodiin {code} sirrii miti. Ilaali, ykn qabsiisa irra deebi’ii ergi.',
  'sms.codeExpired': 'Yeroon koodii {code} darbeera. Qabsiisa irra deebi’ii ergi.',
  'sms.ticket': 'Tikeetii {ref}: {status}. Qabsiisa {stake} ETB, injifannoo {win} ETB, kaffalame {paid} ETB.',
  'sms.ticketUnknown': 'Tikeetiin {ref} herrega bilbila kanaa irratti hin jiru.',
  'sms.last': 'Qabsiisota dhumaa: {lines}',
  'sms.lastNone': 'Hanga ammaatti qabsiisni hin jiru.',
  'sms.jp': 'LotoFoot: {matches}. Tikeetii {stake} ETB, ni cufama {closes}. USSD ykn Telegram irratti taphadhu.',
  'sms.jpNone': 'Amma torbeen LotoFoot banaa hin jiru.',
  'sms.stopAsk': 'Qabsiisa irraa boqonnaa sa’aatii 24 fudhatta? Daqiiqaa 2 keessatti EEYYEE {code} jedhii deebisi. Deebi’ee hin kaafamu.',
  'sms.stopDone': 'Hanga {until} tti of dhorkiteetta. Hanga sanaatti qabsiisni ykn galchi hin jiru.',
  'sms.notifyOn': 'Ragaaleen SMS banameera: qabsiisota xumuraman, cash-out fi kaffaltii. Dhaabuuf BEEKSISA CUFI.',
  'sms.notifyOff': 'Ragaaleen SMS cufameera. Irra deebi’uuf BEEKSISA BANI.',
  'sms.settled': 'Tikeetii {ref}: {status}. Kaffalame {paid} ETB.',
  'sms.cashout': 'Cash-out tikeetii {ref}: {amount} ETB boorsaa keetti galeera.',
  'sms.deposit': 'Galchi {amount} ETB xumurameera. Haftee {balance} ETB.',
  'sms.withdrawal': 'Baasiin {amount} ETB xumurameera.',
  'sms.refused': 'Hin raawwatamne: {reason}',
  'sms.status.PENDING': 'banaa',
  'sms.status.WON': 'injifate',
  'sms.status.LOST': 'moo’ame',
  'sms.status.VOID': 'haqame',
  'sms.status.PARTIALLY_WON': 'gartokkeen injifate',
  'sms.status.EXPIRED': 'yeroon darbe',
  'sms.status.CASHED_OUT': 'cash-out taasifame',
};
