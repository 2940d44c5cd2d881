// Teams of the other sports in the demo feed (server/modules/catalog/feed/clubs-other.ts): league
// tricodes and team colours for the NBA, NHL and NFL, and the EuroLeague and handball clubs whose colours
// we know (same entry format as team-data-football.ts). Clubs that also play football (Real Madrid,
// Bayern, Olympiacos …) are in that table once. Volleyball and most handball clubs use derived badges.

export const OTHER_TEAMS =
  // NBA
  'Oklahoma City Thunder,OKC,007ac1,ef3b24;Cleveland Cavaliers,CLE,860038,fdbb30;Denver Nuggets,DEN,0e2240,fec524;' +
  'New York Knicks,NYK,006bb6,f58426;Detroit Pistons,DET,c8102e,1d42ba;Houston Rockets,HOU,ce1141,fff;' +
  'Los Angeles Lakers|LA Lakers,LAL,552583,fdb927;San Antonio Spurs,SAS,c4ced4,000;Boston Celtics,BOS,007a33,fff;' +
  'Minnesota Timberwolves,MIN,0c2340,78be20;Orlando Magic,ORL,0077c0,c4ced4;Golden State Warriors,GSW,1d428a,ffc72c;' +
  'Toronto Raptors,TOR,ce1141,000;Atlanta Hawks,ATL,e03a3e,c1d32f;Miami Heat,MIA,98002e,f9a01b;' +
  'Milwaukee Bucks,MIL,00471b,eee1c6;LA Clippers|Los Angeles Clippers,LAC,c8102e,1d428a;' +
  'Philadelphia 76ers|Sixers,PHI,006bb6,ed174c;Phoenix Suns,PHX,1d1160,e56020;Chicago Bulls,CHI,ce1141,000;' +
  'Memphis Grizzlies,MEM,5d76a9,12173f;Dallas Mavericks,DAL,00538c,b8c4ca;Indiana Pacers,IND,002d62,fdbb30;' +
  'Portland Trail Blazers,POR,e03a3e,000;Charlotte Hornets,CHA,1d1160,00788c;Sacramento Kings,SAC,5a2d81,63727a;' +
  'Utah Jazz,UTA,002b5c,f9a01b;New Orleans Pelicans,NOP,0c2340,c8102e;Brooklyn Nets,BKN,000,fff;' +
  'Washington Wizards,WAS,002b5c,e31837;' +
  // EuroLeague (clubs not already in the football table)
  'Hapoel Tel Aviv,HTA,e2001a,fff;Žalgiris Kaunas|Žalgiris,ZAL,006233,fff;Valencia Basket,VBC,eb6608,000;' +
  'Anadolu Efes,EFS,003a70,fff;Dubai Basketball,DUB;Olimpia Milano|EA7 Emporio Armani Milano,OLM,e2001a,fff;' +
  'Partizan|Partizan Belgrade,PAR,000,fff;Paris Basketball,PBB;Baskonia,BKA;Virtus Bologna,VIR,000,fff;ASVEL,ASV;' +
  // NHL
  'Florida Panthers,FLA,c8102e,041e42;Colorado Avalanche,COL,6f263d,236192;Carolina Hurricanes,CAR,ce1126,000;' +
  'Vegas Golden Knights,VGK,b4975a,333f42;Dallas Stars,DAL,006847,8f8f8c;Edmonton Oilers,EDM,041e42,ff4c00;' +
  'Winnipeg Jets,WPG,041e42,ac162c;Tampa Bay Lightning,TBL,002868,fff;Washington Capitals,WSH,c8102e,041e42;' +
  'Toronto Maple Leafs,TOR,00205b,fff;Los Angeles Kings|LA Kings,LAK,111,a2aaad;Minnesota Wild,MIN,154734,a6192e;' +
  'New Jersey Devils,NJD,ce1126,000;Montreal Canadiens,MTL,af1e2d,192168;Ottawa Senators,OTT,c52032,000;' +
  'Detroit Red Wings,DET,ce1126,fff;Utah Mammoth,UTA,090909,6cace4;St. Louis Blues,STL,002f87,fcb514;' +
  'Anaheim Ducks,ANA,fc4c02,000;Boston Bruins,BOS,ffb81c,000;New York Islanders,NYI,00539b,f47d30;' +
  'New York Rangers,NYR,0038a8,ce1126;Columbus Blue Jackets,CBJ,002654,ce1126;Pittsburgh Penguins,PIT,000,fcb514;' +
  'Vancouver Canucks,VAN,00205b,00843d;Buffalo Sabres,BUF,003087,ffb81c;Philadelphia Flyers,PHI,f74902,000;' +
  'Calgary Flames,CGY,c8102e,f1be48;Seattle Kraken,SEA,001628,99d9d9;Nashville Predators,NSH,ffb81c,041e42;' +
  'Chicago Blackhawks,CHI,cf0a2c,000;San Jose Sharks,SJS,006d75,ea7200;' +
  // NFL
  'Philadelphia Eagles,PHI,004c54,a5acaf;Kansas City Chiefs,KC,e31837,ffb81c;Buffalo Bills,BUF,00338d,c60c30;' +
  'Baltimore Ravens,BAL,241773,9e7c0c;Detroit Lions,DET,0076b6,b0b7bc;Los Angeles Rams|LA Rams,LAR,003594,ffa300;' +
  'Green Bay Packers,GB,203731,ffb612;Denver Broncos,DEN,fb4f14,002244;Los Angeles Chargers|LA Chargers,LAC,0080c6,ffc20e;' +
  'Washington Commanders,WAS,5a1414,ffb612;Minnesota Vikings,MIN,4f2683,ffc62f;Houston Texans,HOU,03202f,a71930;' +
  'Seattle Seahawks,SEA,002244,69be28;Tampa Bay Buccaneers,TB,d50a0a,34302b;San Francisco 49ers,SF,aa0000,b3995d;' +
  'Pittsburgh Steelers,PIT,ffb612,101820;Jacksonville Jaguars,JAX,006778,d7a22a;Chicago Bears,CHI,0b162a,c83803;' +
  'Indianapolis Colts,IND,002c5f,fff;Arizona Cardinals,ARI,97233f,ffb612;Dallas Cowboys,DAL,003594,869397;' +
  'Atlanta Falcons,ATL,a71930,000;Cincinnati Bengals,CIN,fb4f14,000;New England Patriots,NE,002244,c60c30;' +
  'Miami Dolphins,MIA,008e97,fc4c02;Las Vegas Raiders,LV,000,a5acaf;New York Giants,NYG,0b2265,a71930;' +
  'Carolina Panthers,CAR,0085ca,101820;New York Jets,NYJ,125740,fff;New Orleans Saints,NO,d3bc8d,101820;' +
  'Tennessee Titans,TEN,0c2340,4b92db;Cleveland Browns,CLE,311d00,ff3c00;' +
  // Handball
  'THW Kiel,THW,000,fff;SC Magdeburg,SCM,00843d,e2001a;SG Flensburg-Handewitt|Flensburg,SGF,0060a8,e2001a';
