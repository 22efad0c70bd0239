// Finds a Chromium for Playwright, installing one when the machine has none, and says what it did.
// Test runs (the end-to-end suite, the browser replay) use Chromium's headless shell, the build
// Playwright itself runs headless tests in: a page costs about 0.6 of the full browser's CPU here
// (bench/results/browser-stage.md). Lighthouse and screenshots use the full browser, whose
// rendering is the one seekers get.
// Order: $CHROMIUM_PATH, Debian's package (installed with apt-get as root when missing), then
// Playwright's download.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ENV = 'CHROMIUM_PATH';

/** What the browser is for: headless test runs, or measuring and looking at pages. */
export type ChromiumUse = 'tests' | 'pages';

const DEBIAN = {
  tests: { path: '/usr/bin/chromium-headless-shell', packageName: 'chromium-headless-shell' },
  pages: { path: '/usr/bin/chromium', packageName: 'chromium' },
} as const;

export interface ChromiumChoice {
  /** Executable to launch; undefined means Playwright's own bundled browser. */
  executablePath: string | undefined;
  how: string;
}

/** Debian's builds in the order a use prefers them: its own first, then the other. */
type DebianBuild = (typeof DEBIAN)[ChromiumUse];
function debianBuilds(use: ChromiumUse): readonly [DebianBuild, DebianBuild] {
  return use === 'tests' ? [DEBIAN.tests, DEBIAN.pages] : [DEBIAN.pages, DEBIAN.tests];
}

/** The executable Playwright's configs launch: $CHROMIUM_PATH, else Debian's headless shell,
 *  else Debian's Chromium, else undefined: Playwright's own (its headless shell, headless). */
export function testChromiumPath(): string | undefined {
  return (
    process.env[CHROMIUM_ENV] ?? debianBuilds('tests').find((build) => existsSync(build.path))?.path
  );
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

function aptInstall(packageName: string): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', packageName, 'fonts-noto-core'], {
    stdio: 'inherit',
    env,
  });
  return install.status === 0;
}

function debian(path: string, how: string): ChromiumChoice {
  return { executablePath: path, how: `${how} (${version(path)})` };
}

export function findChromium(use: ChromiumUse = 'tests'): ChromiumChoice {
  const fromEnv = process.env[CHROMIUM_ENV];
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(
        `${CHROMIUM_ENV}=${fromEnv} does not exist. Unset it or point it at a Chromium.`,
      );
    }
    return debian(fromEnv, `from ${CHROMIUM_ENV}`);
  }
  const [wanted, other] = debianBuilds(use);
  if (existsSync(wanted.path)) return debian(wanted.path, `Debian's ${wanted.packageName}`);
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log(`No ${wanted.packageName} found: installing Debian's with apt-get...`);
    if (aptInstall(wanted.packageName) && existsSync(wanted.path)) {
      return debian(wanted.path, `${wanted.packageName} installed now with apt-get`);
    }
    console.log(`apt-get could not install ${wanted.packageName}.`);
  }
  // The other Debian build still runs every test and page, at a different cost.
  if (existsSync(other.path)) return debian(other.path, `Debian's ${other.packageName}`);
  console.log("No Chromium found: downloading Playwright's own...");
  const shellOnly = use === 'tests' ? ['--only-shell'] : [];
  const download = spawnSync('npx', ['playwright', 'install', ...shellOnly, 'chromium'], {
    stdio: 'inherit',
  });
  if (download.status !== 0) {
    throw new Error(
      `No Chromium: set ${CHROMIUM_ENV}, install Debian's chromium-headless-shell or chromium (apt-get install), or allow Playwright's download.`,
    );
  }
  return { executablePath: undefined, how: "Playwright's own download" };
}

// Run directly (`tsx scripts/lib/chromium.ts [tests|pages]`): find or install, then print the path.
if (import.meta.url === `file://${process.argv[1]}`) {
  const use = process.argv[2] === 'pages' ? 'pages' : 'tests';
  const choice = findChromium(use);
  console.log(`Chromium: ${choice.executablePath ?? '(Playwright bundled)'} — ${choice.how}`);
}
