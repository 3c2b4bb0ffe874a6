import { Affix, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { useAuth } from '@app/lib/auth';
import { HelpDrawer } from './help-drawer';

/**
 * The floating HELP button (bottom right) and its drawer, closed by default. Hidden for users
 * whose roles include `influencer`, and while a signed-in user's roles are still loading.
 */
export function HelpPanel() {
  const { token, user } = useAuth();
  const [opened, { open, close }] = useDisclosure(false);

  if (token && !user) return null;
  if (user?.roles.includes('influencer')) return null;

  return (
    <>
      <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
        <Button
          radius="xl"
          size="md"
          leftSection={<IconHelpCircle size={20} />}
          onClick={open}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          HELP
        </Button>
      </Affix>
      <HelpDrawer opened={opened} onClose={close} />
    </>
  );
}
