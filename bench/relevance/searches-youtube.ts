import type { LabelledSearch } from './judgments';

/** Relevance set (issue 31): YouTube-tab searches. Written by another judge; empty until then. */
export const YOUTUBE_SEARCHES: readonly LabelledSearch[] = [];
