// Keno's own texts in the four languages (the shell's are in games/shell/texts.ts).
import type { Lang } from '../shell/fragment.ts';
import type { Dict } from '../shell/texts.ts';

export const KENO_TEXTS: Record<Lang, Dict> = {
  en: {
    title: 'Keno 40',
    rules:
      'Pick 1 to 10 numbers from 1 to 40 and place a bet. 10 numbers are drawn; the paytable for your pick count pays by how many of your numbers were drawn.',
    quick: 'Quick pick',
    clear: 'Clear',
    picked: 'Picked: {n} / 10',
    pickSome: 'Pick 1 to 10 numbers',
    hits: 'Hits',
    pays: 'Pays',
    drawn: 'Drawn: {n}',
  },
  am: {
    title: 'ኬኖ 40',
    rules: 'ከ1 እስከ 40 ከ1 እስከ 10 ቁጥሮችን ይምረጡ እና ይወራረዱ። 10 ቁጥሮች ይወጣሉ፤ የክፍያ ሰንጠረዡ ከመረጧቸው ቁጥሮች ስንቱ እንደወጡ ይከፍላል።',
    quick: 'ፈጣን ምርጫ',
    clear: 'አጽዳ',
    picked: 'የተመረጡ፦ {n} / 10',
    pickSome: 'ከ1 እስከ 10 ቁጥሮችን ይምረጡ',
    hits: 'የወጡ',
    pays: 'ክፍያ',
    drawn: 'የወጡ ቁጥሮች፦ {n}',
  },
  or: {
    title: 'Keno 40',
    rules:
      'Lakkoofsota 1 hanga 40 keessaa 1 hanga 10 filadhuutii qabsiisi. Lakkoofsonni 10 ni baafamu; gabateen kaffaltii lakkoofsota kee keessaa meeqa akka ba’an irratti hundaa’ee kaffala.',
    quick: 'Filannoo saffisaa',
    clear: 'Haqi',
    picked: 'Filatame: {n} / 10',
    pickSome: 'Lakkoofsota 1 hanga 10 filadhu',
    hits: 'Ba’an',
    pays: 'Kaffaltii',
    drawn: 'Ba’an: {n}',
  },
  ti: {
    title: 'ኬኖ 40',
    rules: 'ካብ 1 ክሳብ 40 ካብ 1 ክሳብ 10 ቁጽርታት ምረጹ እሞ ተወራረዱ። 10 ቁጽርታት ይወጹ፤ ሰንጠረዥ ክፍሊት ካብቶም ዝመረጽኩምዎም ክንደይ ከም ዝወጹ ይኸፍል።',
    quick: 'ቅልጡፍ ምርጫ',
    clear: 'ኣጽሪ',
    picked: 'ዝተመርጹ፦ {n} / 10',
    pickSome: 'ካብ 1 ክሳብ 10 ቁጽርታት ምረጹ',
    hits: 'ዝወጹ',
    pays: 'ክፍሊት',
    drawn: 'ዝወጹ፦ {n}',
  },
};
