import type { SinkRecord } from './sink';

/** What the sink received against the recipients a campaign should have reached. */
export interface DeliveryCheck {
  recipients: number;
  messages: number;
  /** Recipients with no message. */
  lost: number;
  /** Recipients with more than one message. */
  duplicated: number;
  /** Recipients with messages under more than one Message-ID (must be 0). */
  duplicatedDifferentIds: number;
  /** Extra messages repeating a Message-ID the recipient already got (allowed, reported). */
  sameIdRepeats: number;
  /** Messages without a Message-ID header. */
  withoutMessageId: number;
  /** Messages to addresses that are not recipients of this campaign. */
  strays: number;
}

/** Counts lost and duplicated recipients from the sink's records. */
export function checkDelivery(recipients: readonly string[], records: SinkRecord[]): DeliveryCheck {
  const ids = new Map<string, string[]>(recipients.map((r) => [r.toLowerCase(), []]));
  let strays = 0;
  let withoutMessageId = 0;
  for (const record of records) {
    if (!record.messageId) withoutMessageId++;
    for (const to of record.to) {
      const got = ids.get(to);
      if (got) got.push(record.messageId ?? '(none)');
      else strays++;
    }
  }
  let lost = 0;
  let duplicated = 0;
  let duplicatedDifferentIds = 0;
  let sameIdRepeats = 0;
  for (const got of ids.values()) {
    if (got.length === 0) lost++;
    if (got.length > 1) duplicated++;
    const distinct = new Set(got).size;
    if (distinct > 1) duplicatedDifferentIds++;
    sameIdRepeats += got.length - distinct;
  }
  return {
    recipients: ids.size,
    messages: records.length,
    lost,
    duplicated,
    duplicatedDifferentIds,
    sameIdRepeats,
    withoutMessageId,
    strays,
  };
}

/**
 * The most messages the sink accepted within any one-second window (a window of width < 1 s
 * starting at each message), and when that window started.
 */
export function maxPerSecond(times: readonly number[]): { max: number; at: number | null } {
  const sorted = [...times].sort((a, b) => a - b);
  let max = 0;
  let at: number | null = null;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= 1_000) j++;
    if (i - j + 1 > max) {
      max = i - j + 1;
      at = sorted[j]!;
    }
  }
  return { max, at };
}

/** A seeded PRNG (mulberry32), for reproducible kill delays. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
