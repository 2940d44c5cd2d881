// Football clubs of the demo feed (server/modules/catalog/feed/clubs-football-*.ts) with the names and
// aliases feeds use, an official-ish 3-letter code and the club colours (primary, then secondary).
// Entry: 'Name|Alias|…,CODE,primary,secondary'; entries are ';'-separated. Colours are hex without '#';
// a club whose colours we do not know for sure has none and gets colours derived from its name.
// Kept as one compact string: it ships in the lazy chunks that show badges, parsed once on first use.

export const FOOTBALL_TEAMS =
  // England
  'Arsenal,ARS,ef0107,fff;Liverpool,LIV,c8102e,fff;Manchester City|Man City,MCI,6cabdd,1c2c5b;' +
  'Chelsea,CHE,034694,fff;Newcastle United|Newcastle,NEW,241f20,fff;Aston Villa|Villa,AVL,670e36,95bfe5;' +
  'Crystal Palace|Palace,CRY,1b458f,c4122e;Tottenham Hotspur|Tottenham|Spurs,TOT,132257,fff;' +
  'Manchester United|Man Utd|Man United|Manchester Utd,MUN,da291c,fbe122;' +
  'Brighton & Hove Albion|Brighton,BHA,0057b8,fff;Bournemouth|AFC Bournemouth,BOU,da291c,000;' +
  "Nottingham Forest|Nott'm Forest|Forest,NFO,dd0000,fff;Brentford,BRE,e30613,fff;Fulham,FUL,fff,000;" +
  'Everton,EVE,003399,fff;West Ham United|West Ham,WHU,7a263a,1bb1e7;Sunderland,SUN,eb172b,fff;' +
  'Leeds United|Leeds,LEE,fff,1d428a;Wolverhampton Wanderers|Wolves,WOL,fdb913,231f20;Burnley,BUR,6c1d45,99d6ea;' +
  // Spain
  'Barcelona|Barça|Barca,FCB,a50044,004d98;Real Madrid,RMA,fff,00529f;' +
  'Atlético Madrid|Atlético de Madrid|Atleti,ATM,cb3524,fff;Villarreal,VIL,ffe667,005187;' +
  'Athletic Club|Athletic Bilbao,ATH,ee2523,fff;Real Betis|Betis,BET,0bb363,fff;Real Sociedad,RSO,0067b1,fff;' +
  'Celta Vigo|Celta,CEL,8ac3ee,e5254e;Osasuna,OSA,d91a21,0a346f;Rayo Vallecano|Rayo,RAY,fff,e53027;' +
  'Sevilla,SEV,fff,d71920;Espanyol,ESP,007fc8,fff;Getafe,GET,005999,fff;Valencia,VAL,fff,000;' +
  'Girona,GIR,cd2534,fff;Mallorca,MLL,e20613,000;Alavés|Deportivo Alavés,ALA,0761af,fff;Elche,ELC,fff,05642c;' +
  'Levante,LEV,004d98,b4053f;Real Oviedo|Oviedo,OVI,0055a4,fff;' +
  // Germany
  'Bayern Munich|Bayern München|Bayern,BAY,dc052d,fff;Borussia Dortmund|Dortmund|BVB,BVB,fde100,000;' +
  'Bayer Leverkusen|Leverkusen|Bayer 04 Leverkusen,B04,e32221,000;RB Leipzig|Leipzig,RBL,fff,dd0741;' +
  'Eintracht Frankfurt|Frankfurt,SGE,e1000f,000;VfB Stuttgart|Stuttgart,VFB,fff,e32219;' +
  'SC Freiburg|Freiburg,SCF,d0021b,fff;TSG Hoffenheim|Hoffenheim,TSG,1c63b7,fff;' +
  'Mainz 05|Mainz|FSV Mainz 05,M05,ed1c24,fff;Werder Bremen|Bremen,SVW,1d9053,fff;' +
  "Borussia Mönchengladbach|Gladbach|M'gladbach,BMG,fff,000;VfL Wolfsburg|Wolfsburg,WOB,65b32e,fff;" +
  'Union Berlin|1. FC Union Berlin,FCU,eb1923,fff;FC Augsburg|Augsburg,FCA,ba3733,fff;' +
  '1. FC Köln|Köln|Cologne,KOE,ed1c24,fff;Hamburger SV|Hamburg|HSV,HSV,0a3f86,fff;St. Pauli,STP,624839,fff;' +
  '1. FC Heidenheim|Heidenheim,FCH,e2001a,003b79;' +
  // Italy
  'Inter|Inter Milan|Internazionale,INT,0068a8,000;Napoli,NAP,12a0d7,fff;AC Milan|Milan,MIL,fb090b,000;' +
  'Juventus|Juve,JUV,000,fff;Atalanta,ATA,1e71b8,000;Roma,ROM,8e1f2f,f0bc42;Como|Como 1907,COM,0d3b66,fff;' +
  'Bologna,BOL,1a2f48,a21c26;Lazio,LAZ,87d8f7,fff;Fiorentina,FIO,482e92,fff;Torino,TOR,8a1e03,fff;' +
  'Udinese,UDI,fff,000;Genoa,GEN,ae1919,002147;Sassuolo,SAS,00a752,000;Cagliari,CAG,002350,b01028;' +
  'Parma,PAR,ffdd00,1b4f9c;Hellas Verona|Verona,VER,002f6c,ffd700;Cremonese,CRE,a7192f,8c9197;' +
  'Lecce,LEC,ffd700,d4001e;Pisa,PIS,1c2e6b,000;' +
  // France
  'Paris Saint-Germain|PSG|Paris SG,PSG,004170,da291c;Marseille|Olympique de Marseille,OM,fff,2faee0;' +
  'Monaco,MON,e51b22,fff;Lille|LOSC Lille,LIL,e01e13,1b2f5b;Lyon|Olympique Lyonnais,OL,fff,1a3b8f;' +
  'Lens,RCL,ffd500,e10000;Strasbourg,RCS,009fe3,fff;Nice,NIC,c8102e,000;Rennes|Stade Rennais,REN,e13327,000;' +
  'Toulouse,TFC,5b2a86,fff;Brest|Stade Brestois,BST,e30613,fff;Auxerre,AJA,fff,0055a4;Nantes,NAN,fcd405,00843d;' +
  'Paris FC,PFC,1a2d58,fff;Angers,SCO,000,fff;Le Havre,HAC,71a3da,1c3f7a;Lorient,FCL,f47920,000;Metz,FCM,6e1a32,fff;' +
  // Netherlands
  'PSV|PSV Eindhoven,PSV,ed1c24,fff;Feyenoord,FEY,e3000f,fff;Ajax|Ajax Amsterdam,AJX,d2122e,fff;' +
  'AZ|AZ Alkmaar,AZ,db0021,fff;FC Twente|Twente,TWE,e2001a,fff;FC Utrecht|Utrecht,UTR,ed1a3b,fff;' +
  'NEC|NEC Nijmegen,NEC,e2001a,00923f;Go Ahead Eagles,GAE,c8102e,ffd100;Heerenveen,HEE,005aa7,fff;' +
  'FC Groningen|Groningen,GRO,00843d,fff;Sparta Rotterdam,SPA,e2001a,fff;PEC Zwolle|Zwolle,PEC,0054a6,fff;' +
  'Fortuna Sittard,FOR,ffd700,00843d;Heracles Almelo|Heracles,HER,000,fff;NAC Breda,NAC,ffd100,000;' +
  'FC Volendam|Volendam,VOL,f37021,fff;Excelsior,EXC,e2001a,000;Telstar,TEL,fff,000;' +
  // Portugal
  'Sporting CP|Sporting|Sporting Lisbon,SCP,008057,fff;Benfica,BEN,e4022d,fff;Porto,POR,00428c,fff;' +
  'Braga|Sporting Braga,BRA,d7001e,fff;Vitória de Guimarães|Vitória Guimarães|Guimarães,VSC,fff,000;' +
  'Famalicão,FAM,1a3b73,fff;Gil Vicente,GIL,e2001a,0033a0;Santa Clara,SCL,e2001a,fff;Estoril|Estoril Praia,EST,ffd800,0055a4;' +
  'Moreirense,MOR,00823c,fff;Rio Ave,RAV,00813e,fff;Casa Pia,CPA,000,fff;Arouca,ARO,fcd116,0033a0;' +
  'Nacional,CDN,000,fff;Estrela da Amadora|Estrela,EAM;Alverca,ALV;Tondela,TON;AVS|AVS Futebol,AVS;' +
  // Ethiopia: names as written locally too (Ketema/Kenema = city, Bunna = coffee)
  'Saint George|Kidus Giorgis|St. George SC,STG,ffcc00,c8102e;Ethiopia Medhin,MED;' +
  'Fasil Kenema|Fasil Ketema,FAS;Ethiopian Coffee|Ethiopia Bunna|Ethiopian Bunna|Ethiopia Coffee,ETB;' +
  'Bahir Dar Kenema|Bahir Dar Ketema,BDK;Commercial Bank of Ethiopia|CBE|Nigd Bank,CBE;' +
  'Sidama Coffee|Sidama Bunna,SID;Hawassa Ketema|Hawassa City|Hawassa Kenema,HAW;Hadiya Hossana,HAD;' +
  'Mekelle 70 Enderta|Mekelle,MEK;Wolaitta Dicha|Wolaita Dicha,WDI;Adama Ketema|Adama City,ADA;' +
  'Ethio Electric|Ethiopian Electric,ELE;Dire Dawa Ketema|Dire Dawa City,DDK;Mechal,MEC;' +
  'Arba Minch Ketema|Arba Minch City,AMK;Wolkite Ketema|Wolkite City,WKK;Shashemene Ketema|Shashemene City,SHK;' +
  // Clubs met only in UEFA competitions
  'Galatasaray,GAL,a90432,fdb912;Fenerbahçe|Fenerbahçe Beko,FEN,002d72,ffed00;Club Brugge|Club Bruges,BRU,0078c1,000;' +
  'Olympiacos|Olympiakos,OLY,e2001a,fff;Bodø/Glimt,BOD,ffe600,000;Slavia Prague|Slavia Praha,SLA,e30613,fff;' +
  'Celtic,CLT,018749,fff;Union Saint-Gilloise|Union SG,USG,ffd700,1d3b8c;PAOK,PAOK,000,fff;' +
  'Red Bull Salzburg|RB Salzburg|Salzburg,SAL,fff,d6163f;Red Star Belgrade|Crvena Zvezda|Red Star,CZV,e2001a,fff;' +
  'Midtjylland,MID,000,e2001a;Copenhagen|København,FCK,fff,0b2a7f;Viktoria Plzeň|Plzeň,PLZ,c8102e,00539f;' +
  'Genk,GNK,0057b8,fff;Panathinaikos,PAO,007a33,fff;Rangers|Glasgow Rangers,RAN,1b458f,fff;Qarabağ,QAR,000,fff;' +
  'Basel,BAS,e2001a,0a3c7d;Dinamo Zagreb,DZG,0055a5,fff;Young Boys,YB,ffd700,000;Ferencváros|Fradi,FTC,00843d,fff;' +
  'Ludogorets Razgrad|Ludogorets,LUD,006b3f,fff;Sturm Graz,STU,000,fff;Brann,BRN,e2001a,fff;Malmö FF|Malmö,MFF,87ceeb,fff;' +
  'Pafos,PAF,004b98,fff;FCSB|Steaua Bucharest,FCSB,0033a0,e30613;Maccabi Tel Aviv,MTA,ffd700,0038a8;' +
  'Kairat Almaty|Kairat,KAI,ffd700,000';
