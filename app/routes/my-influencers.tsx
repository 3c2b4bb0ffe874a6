import {
  Button,
  Container,
  Grid,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import {
  IconAt,
  IconCheck,
  IconHeartHandshake,
  IconMail,
  IconPlus,
  IconSearch,
  IconUserHeart,
} from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListSummary } from '@shared/schemas/lists';
import { canPropose } from '@app/features/collaborations/propose/lib/can-propose';
import type { ProposalTarget } from '@app/features/collaborations/propose/lib/proposal-outcome';
import { ProfileDrawer } from '@app/features/discovery/components/profile-drawer';
import { useSavedInfluencers } from '@app/features/lists/api/get-saved-influencers';
import { AddByHandlesModal } from '@app/features/lists/components/add-by-handles-modal';
import { BulkActions } from '@app/features/lists/components/bulk-actions';
import { ListSidebar } from '@app/features/lists/components/list-sidebar';
import { SavedCardList } from '@app/features/lists/components/saved-card-list';
import { SavedTable, type SavedTableProps } from '@app/features/lists/components/saved-table';
import { useSavedState } from '@app/features/lists/hooks/use-saved-state';
import { useSavedView } from '@app/features/lists/hooks/use-saved-view';
import { savedInView, type SavedSort } from '@app/features/lists/lib/saved-view';
import { KeywordPicksForm } from '@app/features/picks/components/keyword-picks-form';
import { useAuth } from '@app/lib/auth';
import { useNarrowScreen } from '@app/lib/use-narrow-screen';
import { EmailButton } from './compose/email-influencer';
import { profileExtras } from './compose/profile-extras';
import { ProposeCollaboration } from './compose/propose-collaboration';
import { FirstRunState } from '@app/components/ui/first-run-state';
import { QueryLoadError } from '@app/components/ui/load-error';

const SORT_OPTIONS: { value: SavedSort; label: string }[] = [
  { value: 'added', label: 'Recently saved' },
  { value: 'name', label: 'Name' },
  { value: 'followers', label: 'Followers' },
  { value: 'engagementRate', label: 'Engagement rate' },
];

/**
 * The new email campaign's address for a selection: the whole list when every influencer of the
 * list shown is selected (`?list=<id>`), else the chosen influencers (`?influencers=<id,id>`).
 */
function emailCampaignAddress(
  selectedIds: readonly string[],
  currentList: ListSummary | null,
): string {
  const chosen = new Set(selectedIds);
  if (
    currentList &&
    currentList.influencers.length > 0 &&
    currentList.influencers.every((id) => chosen.has(id))
  )
    return `/email/campaign/new?list=${encodeURIComponent(currentList.id)}`;
  return `/email/campaign/new?influencers=${selectedIds.map(encodeURIComponent).join(',')}`;
}

/**
 * `/my-influencers`: every saved influencer across the user's lists, filtered by list, searched
 * and sorted (all in the URL); lists to create, rename and delete; bulk add, remove, CSV export
 * and (for advertisers) propose a collaboration or start an email campaign; "Email" on each row
 * (advertisers); add by handles; the profile drawer with the user's note and similar profiles.
 */
export function MyInfluencersPage() {
  useDocumentTitle('My Influencers · Collabify');
  const view = useSavedView();
  const { user } = useAuth();
  const navigate = useNavigate();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const saved = useSavedState();
  const query = useSavedInfluencers();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [addingHandles, handlesModal] = useDisclosure(false);
  const [suggestFor, setSuggestFor] = useState<ListSummary | null>(null);
  const [proposing, proposeModal] = useDisclosure(false);
  // Kept after the selection is cleared, so the modal's summary still names them.
  const [proposeTo, setProposeTo] = useState<ProposalTarget[]>([]);

  const items = useMemo(() => query.data?.query ?? [], [query.data]);
  const inView = useMemo(() => savedInView(items, view), [items, view]);
  const currentList = saved.lists.find((l) => l.id === view.listId) ?? null;
  const selectedItems = inView.filter((s) => selected.has(s.card.id));
  // A phone gets the saved influencers as a list of cards, with the same selection and actions.
  const SavedItems: (props: SavedTableProps) => ReactNode = useNarrowScreen()
    ? SavedCardList
    : SavedTable;

  let body;
  if (query.isPending) body = <Skeleton height={320} />;
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load your influencers" query={query} />;
  else if (items.length === 0)
    body = (
      <FirstRunState
        icon={<IconUserHeart size={28} aria-hidden />}
        title="No saved influencers yet"
        action={{
          label: 'Discover influencers',
          to: '/influencer',
          icon: <IconSearch size={16} />,
        }}
      >
        The influencers you save, with your lists and private notes, to message, email or propose a
        collaboration to. Tap the heart on any influencer to save them to Favorites, or add them to
        a list.
      </FirstRunState>
    );
  else if (inView.length === 0)
    body = (
      <Text c="dimmed" py="xl" ta="center">
        {view.search ? `Nobody here matches “${view.search}”.` : 'This list is empty.'}
      </Text>
    );
  else
    body = (
      <SavedItems
        items={inView}
        lists={saved.lists}
        selected={selected}
        onSelectedChange={setSelected}
        profileHref={view.profileHref}
        rowActions={
          canPropose(user)
            ? ({ card }) => <EmailButton size="compact-sm" variant="subtle" influencer={card} />
            : undefined
        }
      />
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            My Influencers
          </Title>
          <Text c="dimmed">The influencers you saved, with your lists and notes.</Text>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 'content' }} w={{ md: 220, lg: 240 }}>
            <ListSidebar
              lists={saved.lists}
              savedCount={items.length}
              selected={view.listId}
              onSelect={(listId) => {
                setSelected(new Set());
                view.setListId(listId);
              }}
              onSuggest={setSuggestFor}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 'auto' }} miw={0}>
            <Stack gap="sm">
              <Group gap="sm" wrap="wrap">
                <TextInput
                  aria-label="Search saved influencers"
                  placeholder="Search name, @handle or note"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={view.search}
                  onChange={(event) => view.setSearch(event.currentTarget.value)}
                  style={{ flex: 1, minWidth: 220 }}
                />
                <Select
                  aria-label="Sort by"
                  data={SORT_OPTIONS}
                  value={view.sort}
                  onChange={(value) => value && view.setSort(value as SavedSort)}
                  allowDeselect={false}
                  w={190}
                />
                <Button
                  variant="default"
                  leftSection={<IconAt size={16} />}
                  onClick={handlesModal.open}
                >
                  Add by handles
                </Button>
              </Group>
              {selectedItems.length > 0 && (
                <Group gap="xs" justify="space-between">
                  <BulkActions
                    selected={selectedItems}
                    lists={saved.lists}
                    currentList={currentList}
                    onDone={() => setSelected(new Set())}
                  />
                  {canPropose(user) && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconMail size={16} aria-hidden />}
                        onClick={() =>
                          void navigate(
                            emailCampaignAddress(
                              selectedItems.map((s) => s.card.id),
                              currentList,
                            ),
                          )
                        }
                      >
                        Email
                      </Button>
                      <Button
                        size="xs"
                        leftSection={<IconHeartHandshake size={16} aria-hidden />}
                        onClick={() => {
                          setProposeTo(selectedItems.map((s) => s.card));
                          proposeModal.open();
                        }}
                      >
                        Propose collaboration
                      </Button>
                    </Group>
                  )}
                </Group>
              )}
              {body}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <AddByHandlesModal
        opened={addingHandles}
        onClose={handlesModal.close}
        lists={saved.lists}
        defaultListId={view.listId}
      />
      <Modal
        opened={suggestFor !== null}
        onClose={() => setSuggestFor(null)}
        title={`Suggest influencers for “${suggestFor?.name ?? ''}”`}
        size="xl"
      >
        {suggestFor && (
          <KeywordPicksForm
            cardHref={(card) => view.profileHref(card.id)}
            renderActions={(card) => {
              const inList = saved.listsOf(card.id).some((l) => l.id === suggestFor.id);
              return (
                <Button
                  size="xs"
                  variant={inList ? 'light' : 'filled'}
                  disabled={inList}
                  leftSection={inList ? <IconCheck size={14} /> : <IconPlus size={14} />}
                  onClick={() => void saved.setInList(suggestFor.id, card.id, true)}
                  aria-label={
                    inList
                      ? `@${card.username} is in the list`
                      : `Add @${card.username} to the list`
                  }
                >
                  {inList ? 'Added' : 'Add'}
                </Button>
              );
            }}
          />
        )}
      </Modal>
      <ProposeCollaboration
        opened={proposing}
        onClose={proposeModal.close}
        influencers={proposeTo}
        onProposed={() => setSelected(new Set())}
      />
      <ProfileDrawer
        profileId={view.profileId}
        signedIn
        onClose={view.closeProfile}
        {...profileExtras(saved, view.profileHref, { admin: isAdmin })}
      />
    </Container>
  );
}
