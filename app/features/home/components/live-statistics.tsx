import {
  Badge,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandYoutube,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountryFlag } from '@app/components/ui/country-flag';
import { categoryLabel, countryName, formatCompact, formatExact } from '@app/lib/format';
import { useStatistics } from '../api/get-statistics';
import { DataFreshness } from './data-freshness';
import { useNearViewport } from '../hooks/use-near-viewport';

const TOP_CATEGORIES = 8;
const TOP_COUNTRIES = 8;

/** A titled row of badges linking to a search, each with its profile count; nothing when empty. */
function TopList({
  title,
  variant,
  items,
}: {
  title: string;
  variant: 'light' | 'default';
  items: { key: string; to: string; label: ReactNode; profiles: number }[];
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{title}</Text>
      <Group gap="xs">
        {items.map(({ key, to, label, profiles }) => (
          <Badge
            key={key}
            component={Link}
            to={to}
            variant={variant}
            size="lg"
            radius="sm"
            style={{ cursor: 'pointer', textTransform: 'none' }}
            rightSection={
              <Text span size="xs" c="dimmed" fw={600}>
                {formatCompact(profiles)}
              </Text>
            }
          >
            {label}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function StatCard({
  icon,
  label,
  value,
  color,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  color: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <div>
          <Text fz={28} fw={800} lh={1.1} title={formatExact(value)}>
            {formatCompact(value)}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/**
 * Live numbers from the influencer database: profiles per platform, countries covered and the
 * largest categories (each links to a search). Skeletons while loading; hidden on error.
 */
export function LiveStatistics() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { data, isPending, isError } = useStatistics({ enabled: near });
  if (isError) return null;

  const profilesOf = (platform: string) =>
    data?.platforms.find((p) => p.platform === platform)?.profiles ?? 0;

  return (
    <Container
      size="lg"
      py={{ base: 40, md: 64 }}
      component="section"
      aria-labelledby="live-stats-title"
      ref={ref}
    >
      <Stack gap="xs" mb="xl">
        <Text c="brand" fw={700} tt="uppercase" size="sm">
          Live database
        </Text>
        <Title order={2} id="live-stats-title" fz={{ base: 26, md: 32 }}>
          Real creators, ready to search
        </Title>
      </Stack>
      {isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label="Loading statistics">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={92} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton height={28} width="70%" />
        </Stack>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
            <StatCard
              icon={<IconUsers size={22} />}
              label="Profiles in total"
              value={data.total}
              color="brand"
            />
            <StatCard
              icon={<IconBrandInstagram size={22} />}
              label="Instagram profiles"
              value={profilesOf('instagram')}
              color="pink"
            />
            <StatCard
              icon={<IconBrandYoutube size={22} />}
              label="YouTube channels"
              value={profilesOf('youtube')}
              color="red"
            />
            <StatCard
              icon={<IconBrandTiktok size={22} />}
              label="TikTok accounts"
              value={profilesOf('tiktok')}
              color="dark"
            />
            <StatCard
              icon={<IconWorld size={22} />}
              label="Countries"
              value={data.countryCount}
              color="teal"
            />
          </SimpleGrid>
          <TopList
            title="Top categories"
            variant="light"
            items={data.categories.slice(0, TOP_CATEGORIES).map(({ category, profiles }) => ({
              key: category,
              to: `/influencer?categories=${encodeURIComponent(category)}`,
              label: categoryLabel(category),
              profiles,
            }))}
          />
          <TopList
            title="Top countries"
            variant="default"
            items={data.countries.slice(0, TOP_COUNTRIES).map(({ country, profiles }) => ({
              key: country,
              to: `/influencer?countries=${encodeURIComponent(country)}`,
              label: (
                <>
                  <CountryFlag code={country} /> {countryName(country)}
                </>
              ),
              profiles,
            }))}
          />
          <DataFreshness quality={data.quality} />
        </Stack>
      )}
    </Container>
  );
}
