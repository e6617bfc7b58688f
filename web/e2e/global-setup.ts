import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const CHROMIUM_PATH = '/usr/bin/chromium';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

function isDebianLike(): boolean {
  try {
    return /^(ID|ID_LIKE)=.*debian/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/** Each run gets a fresh data folder (see playwright.config.ts); earlier runs' folders go. */
function removeOldRunData(): void {
  const dataRoot = resolve(import.meta.dirname, '..', '..', '.data');
  if (!existsSync(dataRoot)) return;
  const current = basename(process.env.E2E_DATA_DIR ?? '');
  const anHourAgo = Date.now() - 60 * 60 * 1000;
  for (const entry of readdirSync(dataRoot)) {
    const folder = join(dataRoot, entry);
    if (!entry.startsWith('e2e-') || entry === current) continue;
    if (statSync(folder).mtimeMs < anHourAgo) rmSync(folder, { recursive: true, force: true });
  }
}

/** The tests drive Debian's Chromium; install it when we can, never download a browser build. */
export default function globalSetup(): void {
  removeOldRunData();
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isDebianLike()) {
    console.log(`Chromium is missing; installing it: ${INSTALL_COMMAND}`);
    execSync(INSTALL_COMMAND, { stdio: 'inherit', shell: '/bin/sh' });
    if (existsSync(CHROMIUM_PATH)) return;
  }
  const command = isDebianLike()
    ? 'sudo apt-get update && sudo apt-get install -y chromium'
    : 'your system package manager (the package is usually called "chromium")';
  throw new Error(`The browser tests need Chromium at ${CHROMIUM_PATH}. Install it with:\n  ${command}`);
}
