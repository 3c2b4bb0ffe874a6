/**
 * The read model of lists: what other modules' queries may use of who saved which profile,
 * besides the service. The SQL stays in lists.repository.ts, which no other module imports.
 */
import * as repository from './lists.repository';

/** Every saved profile with how many people saved it: a subquery (`influencer_id`, `saves`). */
export const savesPerInfluencerSql = repository.savesPerInfluencerSql;
