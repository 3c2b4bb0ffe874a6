import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDemoBilling, makeSubscribedBilling } from '@app/test/billing-fixtures';
import { renderWithProviders } from '@app/test/render-with-providers';
import { BillingSummary } from './billing-summary';

describe('BillingSummary', () => {
  it('shows a complimentary plan under its label with whose limits it has, free of charge', async () => {
    renderWithProviders(<BillingSummary billing={makeDemoBilling()} withManage={false} />);

    expect(await screen.findByRole('heading', { name: 'Demo plan' })).toBeVisible();
    expect(screen.getByText('Pro limits, free of charge')).toBeVisible();
    expect(screen.getByText('No subscription')).toBeVisible();
    expect(screen.queryByText(/\$149/)).not.toBeInTheDocument();
  });

  it('shows a paid plan by its name and price', async () => {
    renderWithProviders(
      <BillingSummary billing={makeSubscribedBilling('starter')} withManage={false} />,
    );

    expect(await screen.findByRole('heading', { name: 'Starter' })).toBeVisible();
    expect(screen.getByText('$49 / month')).toBeVisible();
  });
});
