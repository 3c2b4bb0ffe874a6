import type { StartupProgress } from '../schemas/health';

/**
 * What a starting server is doing, in a few words for people: "Importing the datasets (3 of
 * 24)" (files done of all), "Updating the database"… (the server's 503 detail and the app's
 * start-up screen).
 */
export function describeStartup(progress: StartupProgress): string {
  switch (progress.phase) {
    case 'starting':
      return 'Starting';
    case 'migrating':
      return 'Updating the database';
    case 'importing': {
      const datasets = progress.datasets;
      return datasets
        ? `Importing the datasets (${datasets.done} of ${datasets.total})`
        : 'Importing the datasets';
    }
    case 'seeding':
      return 'Creating the demo accounts';
    case 'finishing':
      return 'Almost ready';
  }
}
