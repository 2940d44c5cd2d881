// Crash's own texts in the four languages (the shell's are in games/shell/texts.ts).
import type { Dict } from '../shell/texts.ts';
import type { Lang } from '../shell/fragment.ts';

export const CRASH_TEXTS: Record<Lang, Dict> = {
  en: {
    title: 'Rocket Crash',
    rules:
      'Place a bet and watch the multiplier rise. Cash out before the rocket crashes to win your bet times the multiplier; the auto cash-out takes the win for you when it is reached. If the rocket crashes first, the bet is lost.',
    auto: 'Auto cash-out (×)',
    autoRange: 'Auto cash-out must be between 1.01× and 1000×',
    crashed: 'Crashed at {x}',
    cashedAt: 'Cashed out at {x}',
  },
  am: {
    title: 'ሮኬት ክራሽ',
    rules:
      'ውርርድ ያስቀምጡ እና ማባዣው ሲጨምር ይመልከቱ። ሮኬቱ ከመፈንዳቱ በፊት ገንዘብዎን ይውሰዱ፤ ውርርድዎ በማባዣው ተባዝቶ ያሸንፋሉ። ራስ-ሰር መውሰጃው ሲደረስ ያሸነፉትን ይወስድልዎታል። ሮኬቱ ቀድሞ ከፈነዳ ውርርዱ ይጠፋል።',
    auto: 'ራስ-ሰር መውሰጃ (×)',
    autoRange: 'ራስ-ሰር መውሰጃ ከ1.01× እስከ 1000× መሆን አለበት',
    crashed: 'በ{x} ፈነዳ',
    cashedAt: 'በ{x} ተወስዷል',
  },
  or: {
    title: 'Rocket Crash',
    rules:
      'Qabsiisi kaa’iitii baay’isaan yommuu ol ka’u ilaali. Rokeetiin osoo hin dhoohin maallaqa fudhu: qabsiisni kee baay’isaan baay’atee si argama. Ofumaan fudhachuun yommuu ga’u injifannoo siif fudha. Rokeetiin dursee yoo dhoohe qabsiisni ni bada.',
    auto: 'Ofumaan fudhachuu (×)',
    autoRange: 'Ofumaan fudhachuun 1.01× fi 1000× gidduu ta’uu qaba',
    crashed: '{x} irratti dhoohe',
    cashedAt: '{x} irratti fudhatame',
  },
  ti: {
    title: 'ሮኬት ክራሽ',
    rules:
      'ውርርድ ኣንብሩ እሞ እቲ ኣባዝሒ ክብ ክብል ተዓዘቡ። ሮኬት ቅድሚ ምፍንጃሩ ገንዘብኩም ውሰዱ፤ ውርርድኩም ብኣባዝሒ ተባዚሑ ትዕወቱ። ኣውቶማቲክ ምውሳድ ምስ በጽሐ ዓወትኩም ይወስደልኩም። ሮኬት ቀዲሙ እንተፈንጂሩ ውርርድ ይጠፍእ።',
    auto: 'ኣውቶማቲክ ምውሳድ (×)',
    autoRange: 'ኣውቶማቲክ ምውሳድ ካብ 1.01× ክሳብ 1000× ክኸውን ኣለዎ',
    crashed: 'ኣብ {x} ተፈንጂሩ',
    cashedAt: 'ኣብ {x} ተወሲዱ',
  },
};
