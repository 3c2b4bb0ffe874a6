import { useDocumentTitle } from '@mantine/hooks';
import { ClosingCta } from '@app/features/home/components/closing-cta';
import { CreatorsSection } from '@app/features/home/components/creators-section';
import { FeatureGrid } from '@app/features/home/components/feature-grid';
import { HomeHero } from '@app/features/home/components/home-hero';
import { HowItWorks } from '@app/features/home/components/how-it-works';
import { LiveStatistics } from '@app/features/home/components/live-statistics';
import classes from '@app/features/home/components/home.module.css';
import { TrendingCreators } from '@app/features/home/components/trending-creators';
import { useAuth } from '@app/lib/auth';

/**
 * `/`: what Collabify does, for brands and for influencers, with live statistics, trending
 * creators and calls to action.
 */
export function HomePage() {
  const { token } = useAuth();
  const signedIn = token !== null;
  useDocumentTitle('Collabify · Influencer marketing for brands and Shopify merchants');

  return (
    <>
      <HomeHero signedIn={signedIn} />
      <div className={classes.belowFold}>
        <LiveStatistics />
        <TrendingCreators />
        <FeatureGrid />
        <HowItWorks />
        <CreatorsSection signedIn={signedIn} />
        <ClosingCta signedIn={signedIn} />
      </div>
    </>
  );
}
