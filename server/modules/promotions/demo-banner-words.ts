// The demo banners' words in the four languages (issue 18): drawn by the client as text over the artwork in
// src/public/banners/*.svg, which carries no words of its own. Team, league and payment brand names stay as their
// owners write them. Used by the seed (new installs) and by migration 0020 (installs seeded before it).
import type { BannerTexts } from '../../../schema/banner.ts';

export const DEMO_BANNER_WORDS: Readonly<Record<string, BannerTexts>> = {
  'phone-league': {
    en: { kicker: 'ETHIOPIAN PREMIER LEAGUE', title: 'Best odds, every matchday', cta: 'Bet now' },
    am: { kicker: 'የኢትዮጵያ ፕሪሚየር ሊግ', title: 'ምርጥ ዕድሎች፣ በየጨዋታ ቀኑ', cta: 'አሁን ይወራረዱ' },
    or: { kicker: 'PIREEMIYER LIIGII ITOOPHIYAA', title: 'Carraa gaarii guyyaa hundaa', cta: 'Amma taphadhu' },
    ti: { kicker: 'ፕሪሚየር ሊግ ኢትዮጵያ', title: 'ዝበለጸ ዕድላት ኣብ ኩሉ ጸወታ', cta: 'ሕጂ ተወራረዱ' },
  },
  'phone-express': {
    en: { kicker: 'EXPRESS', title: 'Next-hour matches', subtitle: 'Kick-off soon · quick picks' },
    am: { kicker: 'ኤክስፕረስ', title: 'በሚቀጥለው ሰዓት የሚጀምሩ ጨዋታዎች', subtitle: 'በቅርቡ ይጀምራሉ · ፈጣን ምርጫዎች' },
    or: { kicker: 'EKSPIREESII', title: "Taphoota sa'aatii itti aanu", subtitle: 'Dhiyootti jalqabu · filannoo saffisaa' },
    ti: { kicker: 'ኤክስፕረስ', title: 'ኣብ ዝቕጽል ሰዓት ዝጅምሩ ጸወታታት', subtitle: 'ቀልጢፎም ይጅምሩ · ቅልጡፍ ምርጫ' },
  },
  'phone-pay': {
    en: { kicker: 'DEPOSIT IN SECONDS', title: 'Pay your way', subtitle: 'telebirr · CBE Birr · M-Pesa' },
    am: { kicker: 'በሰከንዶች ገንዘብ ያስገቡ', title: 'በመረጡት መንገድ ይክፈሉ', subtitle: 'telebirr · CBE Birr · M-Pesa' },
    or: { kicker: 'SEKONDII KEESSATTI GALCHI', title: 'Karaa barbaadde kaffali', subtitle: 'telebirr · CBE Birr · M-Pesa' },
    ti: { kicker: 'ብሰከንድ ገንዘብ ኣእትዉ', title: 'ብዝመረጽኩምዎ መንገዲ ክፈሉ', subtitle: 'telebirr · CBE Birr · M-Pesa' },
  },
  'desktop-league': {
    en: {
      kicker: 'ETHIOPIAN PREMIER LEAGUE',
      title: 'Best odds on every matchday',
      subtitle: 'Saint George · Fasil Kenema · Ethiopia Bunna',
      cta: 'Bet now',
    },
    am: { kicker: 'የኢትዮጵያ ፕሪሚየር ሊግ', title: 'በየጨዋታ ቀኑ ምርጥ ዕድሎች', subtitle: 'Saint George · Fasil Kenema · Ethiopia Bunna', cta: 'አሁን ይወራረዱ' },
    or: {
      kicker: 'PIREEMIYER LIIGII ITOOPHIYAA',
      title: 'Guyyaa tapha hundaa carraa gaarii',
      subtitle: 'Saint George · Fasil Kenema · Ethiopia Bunna',
      cta: 'Amma taphadhu',
    },
    ti: {
      kicker: 'ፕሪሚየር ሊግ ኢትዮጵያ',
      title: 'ኣብ ነፍሲ ወከፍ መዓልቲ ጸወታ ዝበለጸ ዕድላት',
      subtitle: 'Saint George · Fasil Kenema · Ethiopia Bunna',
      cta: 'ሕጂ ተወራረዱ',
    },
  },
  'desktop-ticket': {
    en: { kicker: 'CHECK TICKET', title: 'Won? Find out in seconds', subtitle: "Type your ticket reference and see every selection's result" },
    am: { kicker: 'ቲኬት ይፈትሹ', title: 'አሸንፈዋል? በሰከንዶች ይወቁ', subtitle: 'የቲኬትዎን መለያ ያስገቡና የእያንዳንዱን ምርጫ ውጤት ይመልከቱ' },
    or: {
      kicker: 'TIKEETII ILAALI',
      title: "Mo'attee? Sekondii keessatti beeki",
      subtitle: "Lakkoofsa tikeetii kee galchiitii bu'aa filannoo hundaa ilaali",
    },
    ti: { kicker: 'ቲኬት ፈትሹ', title: 'ተዓዊትኩም? ብሰከንድ ፍለጡ', subtitle: 'መለለዪ ቲኬትኩም ኣእትዩ ውጽኢት ነፍሲ ወከፍ ምርጫ ርኣዩ' },
  },
};
