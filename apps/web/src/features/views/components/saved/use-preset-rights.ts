import { canChangeSavedPreset, canDo } from '@paygrid/domain/organizations/roles';
import { useCallback } from 'react';
import { useCurrentUser } from '~/features/auth';
import { useCurrentOrganization } from '~/features/organizations';

/** A saved view's or filter's owner and scope: what decides who may change it. */
export type PresetOwnership = { owner: string | null; scope: string };

/** What the reader may do with saved presets here: share with the organisation, change or move one. */
export function usePresetRights() {
  const { data: user } = useCurrentUser();
  const { data: organization } = useCurrentOrganization();
  const role = organization?.data.attributes.role;
  const userId = user?.id;
  const mayChange = useCallback(
    (preset: PresetOwnership) =>
      role !== undefined &&
      canChangeSavedPreset(role, {
        ownedByActor: preset.owner === userId,
        scope: preset.scope === 'organization' ? 'organization' : 'private',
      }),
    [role, userId],
  );
  // The favourites order of others' presets is theirs: the API moves only the reader's own.
  const mayMove = useCallback((preset: PresetOwnership) => preset.owner === userId, [userId]);
  return { mayShare: role !== undefined && canDo(role, 'share-views'), mayChange, mayMove };
}
