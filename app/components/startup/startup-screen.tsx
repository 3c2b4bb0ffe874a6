import { Center, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { describeStartup } from '@shared/format/startup';
import type { StartupProgress } from '@shared/schemas/health';
import { LogoMark } from '@app/components/ui/logo-mark';

/** Share of the import done, 0–100: whole files, plus the part of the current one written. */
function importPercent(datasets: NonNullable<StartupProgress['datasets']>): number {
  if (datasets.total === 0) return 0;
  const current = datasets.current;
  const partial = current && current.rowsTotal > 0 ? current.rowsDone / current.rowsTotal : 0;
  return Math.min(100, ((datasets.done + partial) / datasets.total) * 100);
}

/**
 * What every page shows while the server starts: "Getting Collabify ready", what it is doing
 * ("Importing the datasets (3 of 24)"), a progress bar and the rows of the file being imported
 * during the first start's import, and that the page opens by itself.
 */
export function StartupScreen({ progress }: { progress: StartupProgress }) {
  const datasets = progress.phase === 'importing' ? progress.datasets : null;
  const current = datasets?.current;
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" role="status" aria-live="polite">
          <LogoMark size={48} />
          <Title order={1} size="h2" ta="center">
            Getting Collabify ready
          </Title>
          <Text fw={600} ta="center">
            {describeStartup(progress)}
          </Text>
          {datasets ? (
            <Progress
              w="100%"
              size="lg"
              value={importPercent(datasets)}
              aria-label="Import progress"
              animated
            />
          ) : (
            <Loader size="sm" aria-hidden />
          )}
          {current && current.rowsTotal > 0 && (
            <Text size="sm" c="dimmed" ta="center">
              {current.file}: {current.rowsDone.toLocaleString('en-US')} of{' '}
              {current.rowsTotal.toLocaleString('en-US')} rows
            </Text>
          )}
          <Text size="sm" c="dimmed" ta="center">
            {datasets
              ? 'The first start imports the influencer datasets once; it takes a few minutes. '
              : ''}
            This page opens by itself when Collabify is ready.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
