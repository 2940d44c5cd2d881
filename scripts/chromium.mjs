// Finds Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium; when missing and running
// as root on Debian, installs Debian's `chromium` package; otherwise stops with a one-line instruction.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function findChromium() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(candidate)) {
    return candidate;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROME_PATH && isRoot && existsSync('/etc/debian_version')) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) {
      return '/usr/bin/chromium';
    }
  }
  console.error(`Chromium not found at ${candidate}: install it (Debian: sudo apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findChromium());
}
