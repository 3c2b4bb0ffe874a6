import type { LabelledSearch } from './judgments';

/** Relevance set (issue 31): searches across countries and languages. Written by another judge; empty until then. */
export const WORLD_SEARCHES: readonly LabelledSearch[] = [];
