import { Button, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '@app/lib/auth';
import { isPublicPath } from '@app/lib/public-paths';
import { signUpPath } from '@app/lib/redirect';
import { PopoverDrawer } from '@app/components/ui/popover-drawer';
import { HELP_DRAWER_TITLE, HELP_STEPS } from './help-steps';

/** The id of the HELP drawer, which every HELP button opens. */
export const HELP_DRAWER_ID = 'help-drawer';

/**
 * The drawer 'Instruction For Shopify User': a four-step timeline, each step with a link. A
 * visitor's links for pages that need an account lead to sign-up, which lands them on the page
 * once their account exists, instead of to a sign-in wall. A popover the browser opens (see
 * {@link PopoverDrawer}), so on a page the server drew it opens before the app runs, and its steps
 * are links, which work then too.
 */
export function HelpDrawer() {
  const visitor = useAuth().token === null;
  const target = (to: string) => (visitor && !isPublicPath(to) ? signUpPath(to) : to);

  return (
    <PopoverDrawer id={HELP_DRAWER_ID} title={HELP_DRAWER_TITLE} closeLabel="Close instructions">
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
              component={Link}
              to={target(step.to)}
              size="xs"
              variant="light"
              mt="sm"
              rightSection={<IconArrowRight size={14} />}
            >
              {step.buttonLabel}
            </Button>
          </Timeline.Item>
        ))}
      </Timeline>
    </PopoverDrawer>
  );
}
