import { Button, Text } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@app/test/render-with-providers';
import { RowCard, RowCardLink } from './row-card';

/** A card with a name linking to /item, a line of text and a button of its own. */
function renderCard(onArchive: () => void) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <RowCard label="Summer launch">
            <RowCardLink to="/item">Summer launch</RowCardLink>
            <Text>Fixed fee · $600</Text>
            <Button onClick={onArchive}>Archive</Button>
          </RowCard>
        }
      />
      <Route path="/item" element={<p>The item&apos;s page</p>} />
    </Routes>,
  );
}

describe('RowCard with a RowCardLink', () => {
  it('is one article holding one link, named by what it shows', () => {
    renderCard(() => {});
    const card = screen.getByRole('article', { name: 'Summer launch' });
    expect(card).toContainElement(screen.getByRole('link', { name: 'Summer launch' }));
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('opens what it shows through its link', async () => {
    renderCard(() => {});
    await userEvent.click(screen.getByRole('link', { name: 'Summer launch' }));
    expect(await screen.findByText("The item's page")).toBeInTheDocument();
  });

  it('lets a button inside it work without opening the link', async () => {
    const onArchive = vi.fn();
    renderCard(onArchive);
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledOnce();
    expect(screen.getByRole('article', { name: 'Summer launch' })).toBeInTheDocument();
    expect(screen.queryByText("The item's page")).not.toBeInTheDocument();
  });
});
