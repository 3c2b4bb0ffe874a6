import { type AccountType, DEFAULT_ACCOUNT_TYPES } from '@shared/constants/discovery';
import type { InfluencerPicks, KeywordPicks } from '@shared/schemas/picks';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { assertAllowanceLeft, consumeAllowance } from '../billing/plan-limits.service';
import { presentCard } from '../influencers/influencers.presenter';
import { findProfile } from '../influencers/influencers.service';
import { criteriaFromKeywords, criteriaFromProfile } from './criteria';
import { countSimilarRun, findCandidates, findContactedInfluencerIds } from './picks.repository';
import { rankCandidates, type PickCriteria } from './ranking';

/** How many profiles are read and scored per call: enough variety, a bounded cost. */
const CANDIDATES = 1_500;

/**
 * The best `limit` profiles for the criteria among the accounts of `accountTypes` (default
 * creators), with scores and reasons (the ranking engine); profiles `viewerId` already contacted
 * rank lower.
 */
export async function rankInfluencers(
  ctx: AppContext,
  criteria: PickCriteria,
  limit: number,
  viewerId: string,
  accountTypes: readonly AccountType[] = DEFAULT_ACCOUNT_TYPES,
): Promise<InfluencerPicks> {
  const [candidates, contacted] = await Promise.all([
    findCandidates(ctx.db, criteria, CANDIDATES, accountTypes),
    findContactedInfluencerIds(ctx.db, viewerId),
  ]);
  return {
    query: rankCandidates(criteria, candidates, limit, contacted).map(
      ({ candidate, score, reasons }) => ({
        card: presentCard(candidate, { hideEmail: false }),
        score,
        reasons,
      }),
    ),
  };
}

/**
 * Profiles like this one (lookalikes) among the accounts of `accountTypes` (default creators),
 * best first, never the profile itself, each with why it matched; counts the run on the profile
 * (`similarCount`). @throws 404 when the profile is absent.
 */
export async function findSimilar(
  ctx: AppContext,
  viewer: UserRow,
  id: string,
  limit: number,
  accountTypes: readonly AccountType[] = DEFAULT_ACCOUNT_TYPES,
): Promise<InfluencerPicks> {
  const profile = await findProfile(ctx.db, id);
  if (!profile) throw notFound('influencer');
  const criteria = criteriaFromProfile(profile);
  const picks = await rankInfluencers(ctx, criteria, limit, viewer.id, accountTypes);
  await countSimilarRun(ctx.db, id);
  return picks;
}

/**
 * Influencers suggested for free keywords (PRODUCT §4, §6), best first, with reasons; one AI pick
 * run of the plan, metered once the ranking succeeded.
 * @throws 402 when the plan's AI picks this period are used up.
 */
export async function pickByKeywords(
  ctx: AppContext,
  viewer: UserRow,
  body: KeywordPicks,
): Promise<InfluencerPicks> {
  await assertAllowanceLeft(ctx.db, viewer, 'aiPicksPerMonth', 1);
  const picks = await rankInfluencers(
    ctx,
    criteriaFromKeywords(body.keywords, body.platform),
    body.limit,
    viewer.id,
    body.accountTypes,
  );
  await ctx.db.transaction((tx) => consumeAllowance(tx, viewer, 'aiPicksPerMonth', 1));
  return picks;
}
