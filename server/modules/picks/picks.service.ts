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
import { partFits, rankCandidates, type PickCriteria, type RankedPick } from './ranking';

/** How many profiles are read and scored per call: enough variety, a bounded cost. */
const CANDIDATES = 1_500;

const present = ({ candidate, score, reasons }: RankedPick) => ({
  card: presentCard(candidate, { hideEmail: false }),
  score,
  reasons,
});

/**
 * Picks for the criteria among the accounts of `accountTypes` (default creators), with scores and
 * reasons (the ranking engine); profiles `viewerId` already contacted rank lower. With `brief`,
 * the best `limit` that fit everything asked, and the nearest others apart when fewer fit
 * (`partFits`); without, the best `limit` lookalikes of any fit.
 */
export async function rankInfluencers(
  ctx: AppContext,
  criteria: PickCriteria,
  limit: number,
  viewerId: string,
  { accountTypes = DEFAULT_ACCOUNT_TYPES, brief = true }: RankOptions = {},
): Promise<InfluencerPicks> {
  const [candidates, contacted] = await Promise.all([
    findCandidates(ctx.db, criteria, CANDIDATES, accountTypes),
    findContactedInfluencerIds(ctx.db, viewerId),
  ]);
  const ranked = rankCandidates(criteria, candidates, brief ? candidates.length : limit, contacted);
  if (!brief) return { query: ranked.map(present), alternatives: [] };
  const { fits, near } = partFits(ranked, limit);
  return {
    query: fits.map(present),
    alternatives: near.map((pick) => ({ ...present(pick), unmet: pick.unmet })),
  };
}

/** How `rankInfluencers` picks: which kinds of account, and whether the criteria are a brief. */
interface RankOptions {
  accountTypes?: readonly AccountType[];
  brief?: boolean;
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
  const picks = await rankInfluencers(ctx, criteria, limit, viewer.id, {
    accountTypes,
    brief: false,
  });
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
    { accountTypes: body.accountTypes },
  );
  await ctx.db.transaction((tx) => consumeAllowance(tx, viewer, 'aiPicksPerMonth', 1));
  return picks;
}
