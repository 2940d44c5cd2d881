// Mines' own texts in the four languages (the shell's are in games/shell/texts.ts).
import type { Lang } from '../shell/fragment.ts';
import type { Dict } from '../shell/texts.ts';

export const MINES_TEXTS: Record<Lang, Dict> = {
  en: {
    title: 'Mines',
    rules:
      'Choose how many mines hide among the 25 tiles and place a bet. Open tiles one by one: every safe tile raises the multiplier. Cash out whenever you like; open a mine and the bet is lost. More mines, bigger multipliers.',
    mines: 'Mines',
    next: 'Next tile: {x}',
    now: 'Cash out: {x}',
    minesAt: 'Mines at {tiles}',
  },
  am: {
    title: 'ማይንስ',
    rules:
      'ከ25 ሳጥኖች መካከል ስንት ፈንጂዎች እንደሚደበቁ ይምረጡ እና ይወራረዱ። ሳጥኖችን አንድ በአንድ ይክፈቱ፤ እያንዳንዱ ደህና ሳጥን ማባዣውን ይጨምራል። በፈለጉት ጊዜ ገንዘብዎን ይውሰዱ፤ ፈንጂ ከከፈቱ ውርርዱ ይጠፋል። ብዙ ፈንጂ፣ ትልቅ ማባዣ።',
    mines: 'ፈንጂዎች',
    next: 'ቀጣይ ሳጥን፦ {x}',
    now: 'ውሰድ፦ {x}',
    minesAt: 'ፈንጂዎች፦ {tiles}',
  },
  or: {
    title: 'Mines',
    rules:
      'Saanduqa 25 keessatti albeeyiin meeqa akka dhokatan filadhuutii qabsiisi. Saanduqa tokko tokkoon bani: saanduqni nagaa hundi baay’isaa ol kaasa. Yeroo barbaaddetti maallaqa fudhu; albeessa yoo banatte qabsiisni ni bada. Albeessi baay’een, baay’isaa guddaa.',
    mines: 'Albeeyii',
    next: 'Saanduqa itti aanu: {x}',
    now: 'Fudhu: {x}',
    minesAt: 'Albeeyiin: {tiles}',
  },
  ti: {
    title: 'ማይንስ',
    rules:
      'ካብ 25 ሳጽናት ክንደይ ፈንጂታት ከም ዝተሓብኡ ምረጹ እሞ ተወራረዱ። ሳጽናት ሓደ ብሓደ ክፈቱ፤ ነፍሲ ወከፍ ውሑስ ሳጹን ነቲ ኣባዝሒ የዕቢ። ኣብ ዝደለኹምዎ ግዜ ገንዘብኩም ውሰዱ፤ ፈንጂ እንተኸፊትኩም ውርርድ ይጠፍእ። ብዙሕ ፈንጂ፣ ዓቢ ኣባዝሒ።',
    mines: 'ፈንጂታት',
    next: 'ዝቕጽል ሳጹን፦ {x}',
    now: 'ውሰድ፦ {x}',
    minesAt: 'ፈንጂታት፦ {tiles}',
  },
};
