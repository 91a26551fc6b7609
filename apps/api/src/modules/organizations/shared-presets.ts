import { canDo } from '@paygrid/domain';
import { and, type Column, eq, or } from 'drizzle-orm';
import { forbidden } from '../../http/problem';
import type { OrganizationContext } from './context';

/** The columns every saved preset of a grid (a saved view, a saved filter) keeps its owner and scope in. */
export type PresetColumns = { organizationId: Column; ownerId: Column; accessScope: Column };

/** Presets a member sees: their own, and those shared with the organisation. */
export const visiblePresets = (preset: PresetColumns, context: OrganizationContext) =>
  and(
    eq(preset.organizationId, context.organization.id),
    or(eq(preset.ownerId, context.auth.user.id), eq(preset.accessScope, 'organization')),
  );

/** Sharing a preset with the organisation is a member's power; a viewer keeps theirs private. */
export function assertMayShare(context: OrganizationContext, scope: string | undefined): void {
  if (scope === 'organization' && !canDo(context.membership.role, 'share-views')) {
    throw forbidden(`Your role (${context.membership.role}) does not allow this.`, 'role_forbidden');
  }
}
