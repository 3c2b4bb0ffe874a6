import { useDocumentTitle } from '@mantine/hooks';
import type { Collaboration } from '@shared/schemas/collaborations';
import { otherParty } from '../lib/terms-format';

/** The tab title of a collaboration page: "Collaboration with @jane · Collabify" once loaded. */
export function useCollaborationTitle(collaboration: Collaboration | undefined): void {
  useDocumentTitle(
    collaboration
      ? `Collaboration with ${otherParty(collaboration).name} · Collabify`
      : 'Collaboration · Collabify',
  );
}
