/**
 * Debian's Chromium, never a browser a tool downloads for itself; the flags keep it off the
 * network (these machines reach only the package registries) and quiet in a container as root.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
