import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. a link to the other form. */
  footer?: ReactNode;
}

/** A centred card holding one sign-in, sign-up or password form. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Center px="md" py={56}>
      <Stack w="100%" maw={440} gap="md">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={26}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        {footer && (
          <Text ta="center" size="sm" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
