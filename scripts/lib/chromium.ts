// Finds a Chromium for Playwright, installing one when the machine has none, and says what it did.
// Order: $CHROMIUM_PATH, Debian's /usr/bin/chromium, then apt-get (as root) or Playwright's download.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ENV = 'CHROMIUM_PATH';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface ChromiumChoice {
  /** Executable to launch; undefined means Playwright's own bundled browser. */
  executablePath: string | undefined;
  how: string;
}

function version(path: string): string {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim();
  } catch {
    return 'version unknown';
  }
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function aptInstall(): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], {
    stdio: 'inherit',
    env,
  });
  return install.status === 0 && existsSync(DEBIAN_CHROMIUM);
}

export function findChromium(): ChromiumChoice {
  const fromEnv = process.env[CHROMIUM_ENV];
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(
        `${CHROMIUM_ENV}=${fromEnv} does not exist. Unset it or point it at a Chromium.`,
      );
    }
    return { executablePath: fromEnv, how: `from ${CHROMIUM_ENV} (${version(fromEnv)})` };
  }
  if (existsSync(DEBIAN_CHROMIUM)) {
    return {
      executablePath: DEBIAN_CHROMIUM,
      how: `Debian's package (${version(DEBIAN_CHROMIUM)})`,
    };
  }
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium with apt-get...");
    if (aptInstall()) {
      return {
        executablePath: DEBIAN_CHROMIUM,
        how: `installed now with apt-get (${version(DEBIAN_CHROMIUM)})`,
      };
    }
    console.log("apt-get could not install chromium; trying Playwright's download.");
  }
  console.log("No Chromium found: downloading Playwright's own...");
  const download = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (download.status !== 0) {
    throw new Error(
      `No Chromium: set ${CHROMIUM_ENV}, install Debian's chromium (apt-get install chromium), or allow Playwright's download.`,
    );
  }
  return { executablePath: undefined, how: "Playwright's own download" };
}

// Run directly (`tsx scripts/lib/chromium.ts`): find or install, then print the path.
if (import.meta.url === `file://${process.argv[1]}`) {
  const choice = findChromium();
  console.log(`Chromium: ${choice.executablePath ?? '(Playwright bundled)'} — ${choice.how}`);
}
