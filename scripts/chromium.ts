import fs from 'node:fs';

/** Where Debian installs Chromium; CHROMIUM_PATH overrides it. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** True when the Chromium binary the end-to-end tests drive is installed. */
export function hasChromium(): boolean {
  return fs.existsSync(chromiumPath());
}

/** The exact command that installs what the end-to-end tests need on Debian or Ubuntu. */
export const chromiumInstallHint =
  'sudo apt-get update && sudo apt-get install -y chromium fonts-wqy-microhei';

/** Launch flags that keep headless Chromium quiet on a machine with no outside network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
