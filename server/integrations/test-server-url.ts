/**
 * Where a third-party address goes when a local test server stands in for the vendor (tests and
 * the local demo only; env.ts refuses these settings in production): `https://<host>/<path>`
 * becomes `<testServerUrl>/<host>/<path>`, so one local server can answer for every host of a
 * vendor (e.g. accounts.google.com, oauth2.googleapis.com and www.googleapis.com). Without a
 * test server, and for any address that is not https, the address is returned unchanged.
 */
export function viaTestServer(address: string, testServerUrl: string | undefined): string {
  if (!testServerUrl) return address;
  const match = /^https:\/\/([^/?#]+)(.*)$/.exec(address);
  return match ? `${testServerUrl.replace(/\/$/, '')}/${match[1]}${match[2]}` : address;
}
