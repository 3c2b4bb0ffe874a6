import { Anchor, Box, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { OutboxEntry } from '@shared/schemas/email';
import { formatDateTime } from '@app/lib/time-format';
import { htmlLinks, unsubscribeUrls } from '../lib/message-links';
import { ExternalLink } from '@app/components/ui/external-link';

/**
 * One outbox message: its headers (From, To, Subject, Date, List-Unsubscribe), the links it holds
 * (to follow the unsubscribe or a tracked link by hand), the HTML in a sandboxed frame
 * (`sandbox=""`: no scripts, forms or navigation) and the text part.
 */
export function OutboxMessage({ message }: { message: OutboxEntry }) {
  const links = htmlLinks(message.html);
  const unsubscribe = unsubscribeUrls(message.listUnsubscribe);
  const headers: [string, string][] = [
    ['From', message.from],
    ['To', message.to],
    ['Subject', message.subject],
    ['Date', message.date ? formatDateTime(message.date) : '—'],
    ['List-Unsubscribe', message.listUnsubscribe ?? '—'],
  ];
  return (
    <Stack gap="md" component="article" aria-label={message.subject || 'Message'}>
      <Title order={2} fz="lg">
        {message.subject || '(no subject)'}
      </Title>
      <Table aria-label="Headers" withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {headers.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th w={150} fw={500} c="dimmed">
                {name}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(unsubscribe.length > 0 || links.length > 0) && (
        <Stack gap={4} component="section" aria-label="Links">
          <Text size="sm" fw={600}>
            Links
          </Text>
          {unsubscribe.map((url) => (
            <Anchor
              key={`unsubscribe-${url}`}
              href={url}
              size="sm"
              style={{ wordBreak: 'break-all' }}
            >
              Unsubscribe (List-Unsubscribe): {url}
            </Anchor>
          ))}
          {links.map((url) => (
            <ExternalLink key={url} href={url} style={{ wordBreak: 'break-all' }}>
              {url}
            </ExternalLink>
          ))}
        </Stack>
      )}
      {message.html !== null && (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
          <Box
            component="iframe"
            title="Email HTML"
            sandbox=""
            srcDoc={message.html}
            w="100%"
            h={480}
            style={{ border: 0, display: 'block', background: 'white' }}
          />
        </Paper>
      )}
      {message.text !== null && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Text part
          </Text>
          <Code block>{message.text}</Code>
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        File: {message.file}
      </Text>
    </Stack>
  );
}
