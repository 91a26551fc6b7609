/** Membership roles, most powerful first. */
export const MEMBER_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export type OrganizationAction =
  | 'view'
  | 'use-dashboards'
  | 'share-views'
  | 'manage-shared-views'
  | 'manage-members'
  | 'manage-invitations'
  | 'manage-settings'
  | 'transfer-ownership'
  | 'set-two-factor-policy'
  | 'archive-organization'
  | 'read-audit-log'
  | 'manage-api-keys'
  | 'manage-webhooks'
  | 'operate-payments'
  | 'ask-payment-operations'
  | 'set-approval-thresholds';

const ALLOWED: Record<OrganizationAction, ReadonlyArray<MemberRole>> = {
  view: ['owner', 'admin', 'member', 'viewer'],
  'use-dashboards': ['owner', 'admin', 'member'],
  'share-views': ['owner', 'admin', 'member'],
  'manage-shared-views': ['owner', 'admin'],
  'manage-members': ['owner', 'admin'],
  'manage-invitations': ['owner', 'admin'],
  'manage-settings': ['owner', 'admin'],
  'transfer-ownership': ['owner'],
  'set-two-factor-policy': ['owner'],
  'archive-organization': ['owner'],
  'read-audit-log': ['owner', 'admin'],
  'manage-api-keys': ['owner', 'admin'],
  'manage-webhooks': ['owner', 'admin'],
  /** Refund, capture and cancel, and approve or reject what others ask for (issue 38). */
  'operate-payments': ['owner', 'admin'],
  /** Ask for a refund, a capture or a cancellation: a member's request waits for approval (decision 0106). */
  'ask-payment-operations': ['owner', 'admin', 'member'],
  /** The amounts per currency above which an operation needs a second person's approval (issue 38). */
  'set-approval-thresholds': ['owner'],
};

/** What a role may do in its organisation; the server checks it on every call, the browser only hides what would fail. */
export const canDo = (role: MemberRole, action: OrganizationAction): boolean =>
  ALLOWED[action].includes(role);

/**
 * Who may change or delete a saved view or saved filter: its owner always; an owner or admin of the organisation
 * when it is shared with the organisation (issue 14); a private one stays its owner's alone.
 */
export function canChangeSavedPreset(
  role: MemberRole,
  preset: { ownedByActor: boolean; scope: 'private' | 'organization' },
): boolean {
  if (preset.ownedByActor) return true;
  return preset.scope === 'organization' && canDo(role, 'manage-shared-views');
}

/** Roles an inviter may hand out: never owner (ownership is transferred, not invited). */
export const INVITABLE_ROLES: ReadonlyArray<MemberRole> = ['admin', 'member', 'viewer'];

/** An admin may not change or remove the owner, nor make anyone owner; the owner may change anyone but itself. */
export function canChangeMember(actor: MemberRole, target: MemberRole, newRole?: MemberRole): boolean {
  if (!canDo(actor, 'manage-members')) return false;
  if (target === 'owner') return false;
  if (newRole === 'owner') return false;
  return true;
}

/** The number of days an invitation stays open. */
export const INVITATION_LIFETIME_DAYS = 7;
