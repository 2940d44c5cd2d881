// The most common passwords (leaked-password top lists, plus local favourites), refused at sign-up and on a
// password change, and rules that catch the rest of their kind: one character repeated, a short group
// repeated (121212, abcabc), and runs along the digits, the alphabet or a keyboard row, either way
// (123456, 987654, abcdef, qwerty, asdfgh). Compared case-insensitively after NFKC, as passwords are hashed.
// Only entries of at least MIN_PASSWORD_LENGTH (domain/passwords.ts) characters matter: shorter passwords are refused anyway.

const LIST =
  '!@#$%^ !@#$%^&* !qaz2wsx 000000 000000000 01234567 0123456789 0987654321 101010 102030 ' +
  '110110 111111 1111111 11111111 112112 112233 11223344 112233445566 121212 121314 123!@# 123123 ' +
  '12312312 123123123 1231234 123321 12341234 123412345 12344321 1234512345 1234554321 123456 123456! ' +
  '123456. 123456123456 1234567 1234567! 12345678 123456789 1234567890 123456789012 12345678910 ' +
  '123456789a 123456a 123456qwerty 1234qwer 123654 123abc 123qwe 123qweasd 131313 147258 147258369 ' +
  '159357 159753 1a2b3c 1a2b3c4d 1q2w3e 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 ' +
  '1qazxsw23edc 202020 212121 222222 232323 251251 251911 258456 333333 444444 456789 5201314 520520 ' +
  '555555 654321 666666 686868 696969 741852963 7654321 777777 7777777 789456 789456123 808080 87654321 ' +
  '888888 909090 963852741 987654 987654321 9876543210 999999 a123456 a1b2c3 a1b2c3d4 aa123456 aaaaaa ' +
  'aaaaaaa aaaaaaaa abc123 abc12345 abc123abc abcabc abcd1234 abcdef abcdefg abcdefgh abebe123 ' +
  'access123 addis123 addisababa admin123 administrator amharic andrew android angel1 angels anthony ' +
  'arsenal asdasd asdf1234 asdfasdf asdfgh asdfghjkl ashley asshole autumn azerty azertyuiop baby123 ' +
  'babyboy babygirl banana barcelona baseball batman betting birr123 birrbet birrbet123 bitch1 bitcoin ' +
  'blessed blessing buster butterfly changeme charlie cheese chelsea chocolate computer computer1 ' +
  'contrasena cookie corvette cr7cr7 daniel darling default dragon ethio123 ethiopia ethiopia1 ' +
  'ethiopia123 ethiotelecom facebook faith1 family family1 father ferrari flower football football1 ' +
  'forever freedom fuckoff fuckyou ginger gmail123 godisgood google guest123 habesha habesha1 harley ' +
  'heaven hello123 hellohello hockey honey1 hotmail huawei123 hunter hunter2 iloveu iloveyou iloveyou1 ' +
  'iloveyou2 internet iphone iphone123 jackpot jennifer jessica jesus1 jesuschrist jordan23 joshua ' +
  'juventus killer letmein linkedin liverpool lkjhgfdsa login123 lovely loveme loveyou lucky123 lucky7 ' +
  'manchester manutd master master123 matrix mercedes messi10 michael michelle million mnbvcxz money1 ' +
  'money123 monkey motdepasse mother mustang mylove neymar nicole ninja1234 nokia123 orange p@ssw0rd ' +
  'p@ssword pa55word pass123 pass1234 passw0rd password password! password1 password1! password12 ' +
  'password123 passwort pepper poiuytrewq pokemon porsche princess purple pussy1 q1w2e3 q1w2e3r4 ' +
  'q1w2e3r4t5 qazwsx qazwsxedc qqqqqq qwe123 qweasd qweasdzxc qwer1234 qwert123 qwerty qwerty! qwerty1 ' +
  'qwerty12 qwerty123 qwerty1234 qwerty123456 qwertyu qwertyui qwertyuiop qwertz ranger realmadrid ' +
  'robert ronaldo7 root123 samsung samsung1 secret secret123 selam123 senha123 sexy123 shadow soccer ' +
  'soccer1 spring starwars summer sunshine superman sweetheart test123 test1234 tester testing thomas ' +
  'tigger toor123 trustno1 twitter user123 welcome welcome1 welcome123 whatever winner winner1 winter ' +
  'wwwwww xxxxxx yahoo123 yamaha zaq!2wsx zaq12wsx zaq1zaq1 zxcvbn zxcvbnm zxcvbnm1 zzzzzz ';

const COMMON = new Set(LIST.trim().split(/\s+/));

/** Runs that a password may not be a piece of (each also read backwards). */
const RUNS = [
  '01234567890123456789',
  'abcdefghijklmnopqrstuvwxyz',
  '1234567890-=',
  'qwertyuiop[]',
  'asdfghjkl;',
  'zxcvbnm,./',
  'qazwsxedcrfvtgbyhnujmikolp',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];
const PIECES = [...RUNS, ...RUNS.map((run) => [...run].reverse().join(''))];

/** True when the password is on the list or follows one of the rules. */
export function isCommonPassword(password: string): boolean {
  const p = password.normalize('NFKC').toLowerCase();
  if (COMMON.has(p)) {
    return true;
  }
  if (/^(.{1,3})\1+$/su.test(p)) {
    return true;
  }
  return PIECES.some((piece) => piece.includes(p));
}
