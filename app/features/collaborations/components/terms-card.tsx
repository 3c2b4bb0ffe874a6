import { Button, Card, DataList, Group, Modal, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { IconCheck, IconCopy, IconPencil } from '@tabler/icons-react';
import { CopyButton } from '@app/components/ui/copy-button';
import { COMPENSATION_LABELS } from '@shared/constants/campaigns';
import type { Collaboration } from '@shared/schemas/collaborations';
import { externalUrl, formatDate, MISSING } from '@app/lib/format';
import { formatMoney } from '@app/lib/money';
import { AMOUNT_FIELD } from '../propose/lib/amount-field';
import { editableTerms } from '../lib/collaboration-status';
import { TermsForm } from './terms-form';
import { ExternalLink } from '@app/components/ui/external-link';

/** The discount code as a button that copies it (confirmed for 3 s). */
function DiscountCode({ code }: { code: string }) {
  return (
    <CopyButton value={code}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          color={copied ? 'teal' : 'gray'}
          size="compact-sm"
          ff="monospace"
          rightSection={
            copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
          }
          onClick={copy}
          aria-label={copied ? `Copied ${code}` : `Copy discount code ${code}`}
        >
          {code}
        </Button>
      )}
    </CopyButton>
  );
}

function TrackingLink({ url }: { url: string }) {
  const href = externalUrl(url);
  if (!href) return <>{url}</>;
  return (
    <ExternalLink href={href} style={{ wordBreak: 'break-all' }}>
      {url}
    </ExternalLink>
  );
}

/** Props of {@link TermsCard}. */
export interface TermsCardProps {
  collaboration: Collaboration;
  /** The gifted products and their retail value (composed by the page), shown under the terms. */
  gift?: ReactNode;
}

/**
 * The terms (a `region` named "Terms"): compensation, amount (named for what it is: "Product
 * value" of a gift, "Fee"…), the gifted products when there are any, deliverables, deadline,
 * discount code (with copy) and tracking link. The brand edits them in a dialog: all of them
 * while proposed, the discount code and tracking link until completed.
 */
export function TermsCard({ collaboration, gift }: TermsCardProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const scope = editableTerms(collaboration);
  const titleId = useId();
  const { amount, currency, deadline, discountCode, trackingUrl } = collaboration;
  const rows: [string, ReactNode][] = [
    ['Compensation', COMPENSATION_LABELS[collaboration.compensation]],
    [
      AMOUNT_FIELD[collaboration.compensation].label,
      amount === null ? MISSING : formatMoney(amount, currency),
    ],
    [
      'Deliverables',
      <Text key="deliverables" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {collaboration.deliverables}
      </Text>,
    ],
    ['Deadline', deadline ? formatDate(deadline) : 'No deadline'],
    ['Discount code', discountCode ? <DiscountCode code={discountCode} /> : MISSING],
    ['Tracking link', trackingUrl ? <TrackingLink url={trackingUrl} /> : MISSING],
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id={titleId}>
          Terms
        </Title>
        {scope !== 'none' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={open}
          >
            {scope === 'all' ? 'Edit terms' : 'Edit code and link'}
          </Button>
        )}
      </Group>
      <DataList orientation="vertical" gap="sm" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      {gift}
      <Modal
        opened={opened}
        onClose={close}
        title={scope === 'all' ? 'Edit the terms' : 'Edit the discount code and tracking link'}
        size="lg"
        centered
      >
        {scope !== 'none' && (
          <TermsForm collaboration={collaboration} scope={scope} onDone={close} />
        )}
      </Modal>
    </Card>
  );
}
