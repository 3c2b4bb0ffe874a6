/**
 * A fetch this soon after delivery (seconds) by a known scanner is its prefetch, not a reader:
 * scanners and image proxies fetch a message's images as it arrives, people take longer.
 */
export const PREFETCH_WINDOW_SECONDS = 10;

/**
 * User agents of mail scanners and image proxies that fetch images on delivery rather than when
 * a person reads (link-protection and anti-malware gateways, webmail proxies). Apple Mail Privacy
 * Protection fetches through anonymous proxies with an ordinary browser agent, so it cannot be
 * told apart here: the campaign view says opens are approximate.
 */
const SCANNERS = [
  /GoogleImageProxy/i, // Gmail
  /YahooMailProxy/i, // Yahoo and AOL
  /\bBarracuda/i,
  /Proofpoint/i,
  /Mimecast/i,
  /\bSymantec|\bBroadcom/i,
  /Trend ?Micro/i,
  /\bSophos/i,
  /Microsoft (Office|Outlook)\/.*\bms-office\b.*Protection|SafeLinks|Microsoft Defender/i,
  /\bcisco|IronPort/i,
  /\bFortiMail/i,
  /\bbot\b|crawler|spider|HeadlessChrome|python-requests|curl\//i,
];

/** Whether a pixel fetch's User-Agent is a known mail scanner or image proxy. */
export function isMailScanner(userAgent: string): boolean {
  return SCANNERS.some((pattern) => pattern.test(userAgent));
}
