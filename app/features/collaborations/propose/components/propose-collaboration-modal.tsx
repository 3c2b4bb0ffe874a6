import { Modal, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Campaign } from '@shared/schemas/campaigns';
import type { ProposalOutcome, ProposalTarget } from '../lib/proposal-outcome';
import { ProposalRecipients } from './proposal-recipients';
import { ProposalResults } from './proposal-results';
import { ProposeForm, type ProposeFormProps } from './propose-form';

/** Props of {@link ProposeCollaborationModal}. */
export interface ProposeCollaborationModalProps {
  opened: boolean;
  onClose: () => void;
  /** Who to propose to: one influencer, or several (one proposal each, same terms). */
  influencers: ProposalTarget[];
  /** The advertiser's campaigns to choose from; undefined while they load. */
  campaigns: Campaign[] | undefined;
  /** The campaign chosen to start with (e.g. on that campaign's page). */
  campaignId?: string | null;
  /** Called once proposals went out: a single one, or a bulk run that sent at least one. */
  onProposed?: () => void;
  /** The gift picker of the brand's shop, composed by the page (see ProposeForm). */
  giftField?: ProposeFormProps['giftField'];
}

/**
 * "Propose a collaboration" to one influencer or several: who it goes to, then the terms form;
 * after a bulk run, what came of each proposal. Everything starts afresh each time it opens.
 */
export function ProposeCollaborationModal({
  opened,
  onClose,
  influencers,
  campaigns,
  campaignId = null,
  onProposed,
  giftField,
}: ProposeCollaborationModalProps) {
  const [outcomes, setOutcomes] = useState<ProposalOutcome[] | null>(null);
  const close = () => {
    setOutcomes(null);
    onClose();
  };
  const title =
    influencers.length === 1
      ? 'Propose a collaboration'
      : `Propose a collaboration to ${influencers.length} influencers`;

  let body;
  if (outcomes) body = <ProposalResults outcomes={outcomes} onDone={close} />;
  else if (!campaigns)
    body = <Skeleton height={420} role="status" aria-label="Loading your campaigns" />;
  else
    body = (
      <ProposeForm
        influencers={influencers}
        campaigns={campaigns}
        campaignId={campaignId}
        giftField={giftField}
        onCancel={close}
        onProposed={() => {
          onProposed?.();
          close();
        }}
        onBulkDone={(done) => {
          setOutcomes(done);
          if (done.some((o) => o.kind === 'proposed')) onProposed?.();
        }}
      />
    );

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      <Stack gap="md">
        <ProposalRecipients influencers={influencers} />
        {body}
      </Stack>
    </Modal>
  );
}
