/** Debian's Chromium (`scripts/ensure-chromium.sh` installs it); no browser is ever downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for Chromium headless as root on a machine with no network but loopback: without the
 * background-networking ones it keeps trying Google's hosts, whose refusals slow every start.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
