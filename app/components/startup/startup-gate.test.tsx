import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { STARTUP_STATE_ID } from '@shared/constants/server-render';
import type { StartupProgress } from '@shared/schemas/health';
import { api } from '@app/lib/api-client';
import { readStartupState, reportServerReady } from '@app/lib/server-startup';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { StartupGate } from './startup-gate';

const importing = (done: number, rowsDone: number): StartupProgress => ({
  phase: 'importing',
  startedAt: '2026-11-29T06:00:00.000Z',
  datasets: {
    done,
    total: 24,
    current: { file: 'tiktok-influencers-tides-5000.csv', rowsDone, rowsTotal: 5000 },
  },
});

/** The server's start-up 503, as every /api route answers it while starting. */
const notReady = (startup: StartupProgress) =>
  problemResponse(
    503,
    'Starting up',
    { type: 'urn:collabify:problem:not-ready', startup },
    { 'Retry-After': '2' },
  );

/** A page that reads the API, as every page does. */
function Page() {
  const query = useQuery({
    queryKey: ['campaigns'],
    queryFn: () => api.get<{ name: string }>('/campaign'),
  });
  return <h1>{query.data ? `Campaign ${query.data.name}` : 'Loading'}</h1>;
}

afterEach(() => reportServerReady());

describe('StartupGate', () => {
  it('shows the start-up progress when a call finds the server starting, then the page once ready', async () => {
    let ready = false;
    let polls = 0;
    stubFetch(({ url }) => {
      if (url === '/api/health') {
        polls += 1;
        if (polls >= 2) ready = true;
        return ready ? jsonResponse({ status: 'ok' }) : notReady(importing(3, 2500));
      }
      return ready ? jsonResponse({ name: 'Spring' }) : notReady(importing(3, 0));
    });
    renderWithProviders(
      <StartupGate>
        <Page />
      </StartupGate>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Getting Collabify ready' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Importing the datasets (3 of 24)')).toBeInTheDocument();
    expect(
      await screen.findByText('tiktok-influencers-tides-5000.csv: 2,500 of 5,000 rows'),
    ).toBeInTheDocument();
    // (3 + 0.5) of 24 files.
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      String((3.5 / 24) * 100),
    );
    // The next poll finds it ready: the page's failed call runs again, without a reload.
    expect(
      await screen.findByRole('heading', { name: 'Campaign Spring' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Getting Collabify ready')).not.toBeInTheDocument();
  });

  it('renders the page at once when the server is ready', async () => {
    stubFetch(() => jsonResponse({ name: 'Spring' }));
    renderWithProviders(
      <StartupGate>
        <Page />
      </StartupGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Campaign Spring' })).toBeInTheDocument();
  });
});

describe('readStartupState', () => {
  it('reads the progress a page served during start-up carries, and null on other pages', () => {
    const page = document.implementation.createHTMLDocument();
    expect(readStartupState(page)).toBeNull();
    const state = page.createElement('script');
    state.type = 'application/json';
    state.id = STARTUP_STATE_ID;
    state.textContent = JSON.stringify(importing(1, 0));
    page.body.append(state);
    expect(readStartupState(page)).toEqual(importing(1, 0));
  });
});
