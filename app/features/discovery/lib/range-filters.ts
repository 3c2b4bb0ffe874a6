import {
  AVERAGE_VIEW_STOPS,
  DEFAULT_RANGES,
  ENGAGEMENT_STOPS,
  FOLLOWER_STOPS,
  PUBLICATION_STOPS,
} from '@shared/constants/discovery';
import { formatRangeParam, rangeFromStops } from '@shared/discovery/ranges';

/** A slider's value: two indexes into its stops. */
export type RangeIndexes = readonly [number, number];

/** The four range filters, named as in the seed's search state. */
export type RangeKey =
  'selectedFollowers' | 'selectedEngagements' | 'selectedAverageView' | 'selectedPublications';

/** API query parameter of each range filter. */
export type RangeParam = 'followers' | 'engagements' | 'averageViews' | 'publications';

/** How one range slider is shown, stored in the URL and sent to the API. */
export interface RangeFilter {
  key: RangeKey;
  /** Label of the slider, e.g. "Followers". */
  label: string;
  /** Name of the URL and API parameter. */
  param: RangeParam;
  stops: readonly (number | null)[];
  /** Formats one stop's own value ("10K", "5%"). */
  formatStop: (value: number) => string;
  /** Label of the last stop, which has no upper limit ("No limit", "20%+"). */
  lastLabel: string;
}

const compactStop = new Intl.NumberFormat('en', {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const formatCount = (value: number) => compactStop.format(value);
const formatPercentStop = (value: number) => `${value}%`;

/** The four sliders in display order (PRODUCT §3). */
export const RANGE_FILTERS: readonly RangeFilter[] = [
  {
    key: 'selectedFollowers',
    label: 'Followers',
    param: 'followers',
    stops: FOLLOWER_STOPS,
    formatStop: formatCount,
    lastLabel: 'No limit',
  },
  {
    key: 'selectedEngagements',
    label: 'Engagement rate',
    param: 'engagements',
    stops: ENGAGEMENT_STOPS,
    formatStop: formatPercentStop,
    lastLabel: '20%+',
  },
  {
    key: 'selectedAverageView',
    label: 'Average views',
    param: 'averageViews',
    stops: AVERAGE_VIEW_STOPS,
    formatStop: formatCount,
    lastLabel: 'No limit',
  },
  {
    key: 'selectedPublications',
    label: 'Publications',
    param: 'publications',
    stops: PUBLICATION_STOPS,
    formatStop: formatCount,
    lastLabel: 'No limit',
  },
];

/** The filter definition of a range key. */
export function rangeFilter(key: RangeKey): RangeFilter {
  const filter = RANGE_FILTERS.find((f) => f.key === key);
  if (!filter) throw new Error(`Unknown range filter ${key}`);
  return filter;
}

/** The default (full, "no filter") indexes of a range. */
export function defaultRange(key: RangeKey): RangeIndexes {
  return DEFAULT_RANGES[key];
}

/** Tells whether the indexes cover the whole slider, i.e. do not filter. */
export function isFullRange(filter: RangeFilter, [from, to]: RangeIndexes): boolean {
  return from === 0 && to === filter.stops.length - 1;
}

/** The label of one slider position: "0", "1K", "2.5M", "No limit", "7%", "20%+". */
export function stopLabel(filter: RangeFilter, index: number): string {
  const last = filter.stops.length - 1;
  if (index >= last) return filter.lastLabel;
  const value = filter.stops[index];
  return value === null || value === undefined ? filter.lastLabel : filter.formatStop(value);
}

/**
 * The selected range as text: "Any" for the full range, "10K+" when open-ended, "Up to 500K"
 * from zero, otherwise "10K – 500K". The engagement slider's last stop reads "20%+".
 */
export function rangeText(filter: RangeFilter, indexes: RangeIndexes): string {
  const [from, to] = indexes;
  const last = filter.stops.length - 1;
  if (isFullRange(filter, indexes)) return 'Any';
  if (to >= last) return `${stopLabel(filter, from)}+`;
  if (from <= 0) return `Up to ${stopLabel(filter, to)}`;
  return `${stopLabel(filter, from)} – ${stopLabel(filter, to)}`;
}

/** The API parameter (`min,max` in real units) of a range; undefined when it does not filter. */
export function rangeQueryParam(filter: RangeFilter, indexes: RangeIndexes): string | undefined {
  return formatRangeParam(rangeFromStops(filter.stops, [indexes[0], indexes[1]]));
}
