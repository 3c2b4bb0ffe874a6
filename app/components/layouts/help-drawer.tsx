import { Button, Drawer, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useAuth } from '@app/lib/auth';
import { isPublicPath } from '@app/lib/public-paths';
import { signUpPath } from '@app/lib/redirect';
import { HELP_DRAWER_TITLE, HELP_STEPS } from './help-steps';

/** Props of {@link HelpDrawer}. */
export interface HelpDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The drawer 'Instruction For Shopify User': a four-step timeline, each step with a link button.
 * A visitor's buttons for pages that need an account lead to sign-up, which lands them on the
 * page once their account exists, instead of to a sign-in wall.
 */
export function HelpDrawer({ opened, onClose }: HelpDrawerProps) {
  const navigate = useNavigate();
  const visitor = useAuth().token === null;
  const target = (to: string) => (visitor && !isPublicPath(to) ? signUpPath(to) : to);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={HELP_DRAWER_TITLE}
      position="right"
      size="md"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close instructions' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm" c="dimmed" mb="lg">
        Four steps from a first campaign to tracking results with your influencers.
        {visitor && ' Create a free account to open them.'}
      </Text>
      <Timeline active={HELP_STEPS.length - 1} bulletSize={28} lineWidth={2}>
        {HELP_STEPS.map((step, index) => (
          <Timeline.Item
            key={step.to}
            title={step.title}
            bullet={
              <ThemeIcon size={28} radius="xl">
                <Text fz="xs" fw={700} c="white">
                  {index + 1}
                </Text>
              </ThemeIcon>
            }
          >
            <Text size="sm" c="dimmed" mt={4}>
              {step.description}
            </Text>
            <Button
              size="xs"
              variant="light"
              mt="sm"
              rightSection={<IconArrowRight size={14} />}
              onClick={() => {
                onClose();
                void navigate(target(step.to));
              }}
            >
              {step.buttonLabel}
            </Button>
          </Timeline.Item>
        ))}
      </Timeline>
    </Drawer>
  );
}
