// The fruit slot's own texts in the four languages (the shell's are in games/shell/texts.ts).
import type { Lang } from '../shell/fragment.ts';
import type { Dict } from '../shell/texts.ts';

export const FRUITS_TEXTS: Record<Lang, Dict> = {
  en: {
    title: 'Fruit Fiesta',
    rules:
      'Place a bet and spin: 3 reels, 3 rows and 5 lines (the rows and both diagonals) share the bet. Three of a kind on a line pay as the paytable shows; cherries pay from the left. Three stars anywhere win 10 free spins at the same bet, and free spins can win more.',
    spin: 'Spin',
    paytable: 'Paytable (× bet)',
    feature: 'Free spin {k} of {n}',
    spins: '{n} spins, {f} free',
    lineWin: 'Line {l}',
  },
  am: {
    title: 'የፍራፍሬ ፌስታ',
    rules:
      'ይወራረዱ እና ያሽከርክሩ፦ 3 መንኮራኩሮች፣ 3 ረድፎች እና 5 መስመሮች (ረድፎቹ እና ሁለቱ ሰያፎች) ውርርዱን ይጋራሉ። በአንድ መስመር ላይ ሶስት ተመሳሳይ የክፍያ ሰንጠረዡ እንደሚያሳየው ይከፍላሉ፤ ቼሪዎች ከግራ ይከፍላሉ። የትም ቦታ ሶስት ኮከቦች በተመሳሳይ ውርርድ 10 ነፃ ዙሮችን ያስገኛሉ።',
    spin: 'አሽከርክር',
    paytable: 'የክፍያ ሰንጠረዥ (× ውርርድ)',
    feature: 'ነፃ ዙር {k} ከ{n}',
    spins: '{n} ዙሮች፣ {f} ነፃ',
    lineWin: 'መስመር {l}',
  },
  or: {
    title: 'Fruit Fiesta',
    rules:
      'Qabsiisi kaa’iitii naanneessi: geengoon 3, tooran 3 fi sararoonni 5 (tooraalee fi qaxxaamuraa lamaan) qabsiisa qooddatu. Sarara tokko irratti sadii wal fakkaatan akka gabateen kaffaltii agarsiisutti kaffalu; cheeriin bitaa irraa kaffala. Urjiiwwan sadii bakka kamittuu marsaa bilisaa 10 qabsiisa wal fakkaatuun mo’atu.',
    spin: 'Naanneessi',
    paytable: 'Gabatee kaffaltii (× qabsiisa)',
    feature: 'Marsaa bilisaa {k} kan {n}',
    spins: 'Marsaa {n}, {f} bilisaa',
    lineWin: 'Sarara {l}',
  },
  ti: {
    title: 'ፊስታ ፍሩታ',
    rules:
      'ተወራረዱ እሞ ኣዙሩ፦ 3 መንኮርኮራት፣ 3 መስመራት ከምኡ’ውን 5 መስመራት ክፍሊት (መስመራትን ክልተ ሰያፍን) ነቲ ውርርድ ይማቐሉ። ኣብ ሓደ መስመር ሰለስተ ሓደ ዓይነት ከምቲ ሰንጠረዥ ክፍሊት ዘርእዮ ይኸፍሉ፤ ቸሪ ካብ ጸጋም ይኸፍል። ኣብ ዝኾነ ቦታ ሰለስተ ኮኾብ ብተመሳሳሊ ውርርድ 10 ነጻ ዙራት የዕውቱ።',
    spin: 'ኣዙር',
    paytable: 'ሰንጠረዥ ክፍሊት (× ውርርድ)',
    feature: 'ነጻ ዙር {k} ካብ {n}',
    spins: '{n} ዙራት፣ {f} ነጻ',
    lineWin: 'መስመር {l}',
  },
};
