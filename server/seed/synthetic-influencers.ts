import { base, en, Faker } from '@faker-js/faker';
import countries from 'i18n-iso-countries';
import ISO6391 from 'iso-639-1';
import { CATEGORY_SLUGS } from '@shared/constants/taxonomy';

/** A generated profile, in the units of the influencers table (engagement rate in percent). */
export interface SyntheticProfile {
  platform: 'instagram' | 'youtube' | 'tiktok';
  username: string;
  name: string;
  bio: string;
  email: string | null;
  country: string | null;
  language: string | null;
  categories: string[];
  followers: number;
  posts: number;
  avgLikes: number | null;
  avgComments: number | null;
  avgViews: number | null;
  engagementRate: number | null;
  verified: boolean;
}

/**
 * Deterministic generator of realistic synthetic profiles for benchmarks and large demos
 * (PRODUCT §2): the same seed gives the same profiles. Distributions: followers log-normal
 * (median 15K, heavy tail to ~100M); engagement rate falling with audience size
 * (≈ 6 % × (followers/10K)^-0.25 with log-normal noise, 8 % unknown); views for every YouTube
 * channel and 60 % of Instagram accounts; countries and languages Zipf-distributed over the ISO
 * lists (English and the United States most common); 1–3 taxonomy categories.
 */
export class SyntheticProfiles {
  private readonly faker: Faker;
  private readonly countryCodes: string[];
  private readonly languageCodes: string[];

  constructor(seed: number) {
    this.faker = new Faker({ locale: [en, base] });
    this.faker.seed(seed);
    const shuffle = <T>(items: T[]) => this.faker.helpers.shuffle(items);
    this.countryCodes = [
      'US',
      ...shuffle(Object.keys(countries.getAlpha2Codes()).filter((c) => c !== 'US')),
    ];
    this.languageCodes = ['en', ...shuffle(ISO6391.getAllCodes().filter((c) => c !== 'en'))];
  }

  private uniform(): number {
    return this.faker.number.float({ min: 0, max: 1 });
  }

  /** A standard normal deviate (Box–Muller). */
  private normal(): number {
    const u = Math.max(this.uniform(), Number.EPSILON);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.uniform());
  }

  /** Index into a list with Zipf weights 1/(rank+1)^s, drawn by inverse transform over the first `n`. */
  private zipf(n: number, s = 1.1): number {
    let total = 0;
    for (let k = 1; k <= n; k++) total += 1 / k ** s;
    let target = this.uniform() * total;
    for (let k = 1; k <= n; k++) {
      target -= 1 / k ** s;
      if (target <= 0) return k - 1;
    }
    return n - 1;
  }

  /** Profile number `i` (usernames are unique by number). */
  next(i: number): SyntheticProfile {
    const f = this.faker;
    const roll = this.uniform();
    const platform = roll < 0.7 ? 'instagram' : roll < 0.95 ? 'youtube' : 'tiktok';
    const followers = Math.round(
      Math.min(600e6, Math.max(500, Math.exp(Math.log(15_000) + 1.8 * this.normal()))),
    );
    const er =
      this.uniform() < 0.08
        ? null
        : Math.min(
            40,
            Math.max(0.05, 6 * (followers / 10_000) ** -0.25 * Math.exp(0.5 * this.normal())),
          );
    const interactions = er === null ? null : (followers * er) / 100;
    const hasViews = platform !== 'instagram' || this.uniform() < 0.6;
    const categories = [
      ...new Set(
        Array.from(
          { length: 1 + this.zipf(3, 1.5) },
          () => CATEGORY_SLUGS[this.zipf(CATEGORY_SLUGS.length, 0.8)]!,
        ),
      ),
    ];
    return {
      platform,
      username: `${f.internet
        .username()
        .toLowerCase()
        .replace(/[^a-z0-9_.]/g, '')}_${i}`,
      name: f.person.fullName(),
      bio: `${f.person.bio()} · ${categories.join(' · ')} · ${f.lorem.words(3)}`,
      email: this.uniform() < 0.3 ? f.internet.email().toLowerCase() : null,
      country: this.uniform() < 0.15 ? null : this.countryCodes[this.zipf(60)]!,
      language: this.uniform() < 0.2 ? null : this.languageCodes[this.zipf(30, 1.6)]!,
      categories,
      followers,
      posts: Math.round(
        Math.max(1, Math.exp(Math.log(platform === 'youtube' ? 300 : 600) + 1.1 * this.normal())),
      ),
      avgLikes: interactions === null ? null : Math.round(interactions * 0.96),
      avgComments: interactions === null ? null : Math.round(interactions * 0.04),
      avgViews: hasViews ? Math.round(followers * (0.05 + 0.9 * this.uniform())) : null,
      engagementRate: er === null ? null : Math.round(er * 100) / 100,
      verified: this.uniform() < 0.03,
    };
  }
}
