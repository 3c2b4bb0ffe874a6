import type { LabelledBrief } from './judgments';

/** Relevance set (issue 31): campaign briefs for AI picks. Written by another judge; empty until then. */
export const BRIEFS: readonly LabelledBrief[] = [];
