/**
 * What the organisation's audit log records (issue 35, ASVS 5.0 V16): one declared list of actions, each with the
 * kind of resource it acts on and its wording in en and uk. The API writes only these names; the log's screen and
 * its action filter read their wording from here.
 */
export const AUDIT_RESOURCE_TYPES = [
  'invitation',
  'member',
  'organization',
  'view',
  'filter',
  'export',
  'api_key',
  'webhook_endpoint',
  'payment',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

type Wording = { en: string; uk: string };
type ActionDeclaration = { resource: AuditResourceType } & Wording;

const declared = {
  'invitation.sent': { resource: 'invitation', en: 'Invitation sent', uk: 'Запрошення надіслано' },
  'invitation.resent': {
    resource: 'invitation',
    en: 'Invitation resent',
    uk: 'Запрошення надіслано повторно',
  },
  'invitation.revoked': { resource: 'invitation', en: 'Invitation revoked', uk: 'Запрошення відкликано' },
  'invitation.accepted': { resource: 'invitation', en: 'Invitation accepted', uk: 'Запрошення прийнято' },
  'invitation.declined': { resource: 'invitation', en: 'Invitation declined', uk: 'Запрошення відхилено' },
  'member.role_changed': { resource: 'member', en: 'Role changed', uk: 'Роль змінено' },
  'member.removed': { resource: 'member', en: 'Member removed', uk: 'Учасника вилучено' },
  'member.left': { resource: 'member', en: 'Member left', uk: 'Учасник вийшов' },
  'organization.ownership_transferred': {
    resource: 'organization',
    en: 'Ownership transferred',
    uk: 'Власність передано',
  },
  'organization.settings_changed': {
    resource: 'organization',
    en: 'Settings changed',
    uk: 'Налаштування змінено',
  },
  'organization.two_factor_policy_changed': {
    resource: 'organization',
    en: 'Two-factor policy changed',
    uk: 'Політику двофакторного входу змінено',
  },
  'organization.logo_changed': { resource: 'organization', en: 'Logo changed', uk: 'Логотип змінено' },
  'organization.approval_thresholds_changed': {
    resource: 'organization',
    en: 'Approval amounts changed',
    uk: 'Суми для погодження змінено',
  },
  'organization.logo_removed': { resource: 'organization', en: 'Logo removed', uk: 'Логотип вилучено' },
  'organization.archived': {
    resource: 'organization',
    en: 'Organisation archived',
    uk: 'Організацію архівовано',
  },
  'organization.restored': {
    resource: 'organization',
    en: 'Organisation restored',
    uk: 'Організацію відновлено',
  },
  'view.created': { resource: 'view', en: 'Shared view created', uk: 'Спільне подання створено' },
  'view.changed': { resource: 'view', en: 'Shared view changed', uk: 'Спільне подання змінено' },
  'view.deleted': { resource: 'view', en: 'Shared view deleted', uk: 'Спільне подання видалено' },
  'filter.created': { resource: 'filter', en: 'Shared filter created', uk: 'Спільний фільтр створено' },
  'filter.changed': { resource: 'filter', en: 'Shared filter changed', uk: 'Спільний фільтр змінено' },
  'filter.deleted': { resource: 'filter', en: 'Shared filter deleted', uk: 'Спільний фільтр видалено' },
  'export.downloaded': { resource: 'export', en: 'Data exported', uk: 'Дані експортовано' },
  'api_key.created': { resource: 'api_key', en: 'API key created', uk: 'API-ключ створено' },
  'api_key.changed': { resource: 'api_key', en: 'API key changed', uk: 'API-ключ змінено' },
  'api_key.rolled': { resource: 'api_key', en: 'API key rolled', uk: 'API-ключ замінено' },
  'api_key.revoked': { resource: 'api_key', en: 'API key revoked', uk: 'API-ключ відкликано' },
  'webhook_endpoint.created': {
    resource: 'webhook_endpoint',
    en: 'Webhook endpoint added',
    uk: 'Кінцеву точку вебхуків додано',
  },
  'webhook_endpoint.changed': {
    resource: 'webhook_endpoint',
    en: 'Webhook endpoint changed',
    uk: 'Кінцеву точку вебхуків змінено',
  },
  'webhook_endpoint.secret_rotated': {
    resource: 'webhook_endpoint',
    en: 'Webhook signing secret rotated',
    uk: 'Секрет підпису вебхуків замінено',
  },
  'webhook_endpoint.deleted': {
    resource: 'webhook_endpoint',
    en: 'Webhook endpoint deleted',
    uk: 'Кінцеву точку вебхуків видалено',
  },
  'webhook_endpoint.disabled': {
    resource: 'webhook_endpoint',
    en: 'Webhook endpoint disabled after failing',
    uk: 'Кінцеву точку вебхуків вимкнено через збої',
  },
  'webhook_endpoint.test_sent': {
    resource: 'webhook_endpoint',
    en: 'Webhook test event sent',
    uk: 'Тестову подію вебхука надіслано',
  },
  'webhook_endpoint.delivery_resent': {
    resource: 'webhook_endpoint',
    en: 'Webhook delivery resent',
    uk: 'Доставку вебхука повторено',
  },
  'webhook_endpoint.failed_resent': {
    resource: 'webhook_endpoint',
    en: 'Failed webhook deliveries resent',
    uk: 'Невдалі доставки вебхуків повторено',
  },
  'payment.refund_requested': { resource: 'payment', en: 'Refund requested', uk: 'Запит на повернення' },
  'payment.refund_withdrawn': {
    resource: 'payment',
    en: 'Refund request withdrawn',
    uk: 'Запит на повернення відкликано',
  },
  'payment.note_added': { resource: 'payment', en: 'Note added', uk: 'Нотатку додано' },
  'payment.capture_requested': { resource: 'payment', en: 'Capture requested', uk: 'Запит на списання' },
  'payment.capture_withdrawn': {
    resource: 'payment',
    en: 'Capture request withdrawn',
    uk: 'Запит на списання відкликано',
  },
  'payment.cancellation_requested': {
    resource: 'payment',
    en: 'Cancellation requested',
    uk: 'Запит на скасування',
  },
  'payment.cancellation_withdrawn': {
    resource: 'payment',
    en: 'Cancellation request withdrawn',
    uk: 'Запит на скасування відкликано',
  },
  'payment.refund_approved': {
    resource: 'payment',
    en: 'Refund request approved',
    uk: 'Запит на повернення схвалено',
  },
  'payment.refund_rejected': {
    resource: 'payment',
    en: 'Refund request rejected',
    uk: 'Запит на повернення відхилено',
  },
  'payment.refund_expired': {
    resource: 'payment',
    en: 'Refund request expired unapproved',
    uk: 'Запит на повернення сплив без схвалення',
  },
  'payment.capture_approved': {
    resource: 'payment',
    en: 'Capture request approved',
    uk: 'Запит на списання схвалено',
  },
  'payment.capture_rejected': {
    resource: 'payment',
    en: 'Capture request rejected',
    uk: 'Запит на списання відхилено',
  },
  'payment.capture_expired': {
    resource: 'payment',
    en: 'Capture request expired unapproved',
    uk: 'Запит на списання сплив без схвалення',
  },
  'payment.cancellation_approved': {
    resource: 'payment',
    en: 'Cancellation request approved',
    uk: 'Запит на скасування схвалено',
  },
  'payment.cancellation_rejected': {
    resource: 'payment',
    en: 'Cancellation request rejected',
    uk: 'Запит на скасування відхилено',
  },
  'payment.cancellation_expired': {
    resource: 'payment',
    en: 'Cancellation request expired unapproved',
    uk: 'Запит на скасування сплив без схвалення',
  },
} as const satisfies Record<string, ActionDeclaration>;

export type AuditAction = keyof typeof declared;

export const AUDIT_ACTIONS = Object.keys(declared) as AuditAction[];

export const auditActionDeclaration = (action: AuditAction): ActionDeclaration => declared[action];

const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(declared, value);

/** The wording of an action in a locale; a name the list no longer holds (an old entry) is shown as it is. */
export const auditActionLabel = (action: string, locale: 'en' | 'uk'): string =>
  isAuditAction(action) ? declared[action][locale] : action;

export const AUDIT_RESOURCE_LABELS: Record<AuditResourceType, Wording> = {
  invitation: { en: 'Invitation', uk: 'Запрошення' },
  member: { en: 'Member', uk: 'Учасник' },
  organization: { en: 'Organisation', uk: 'Організація' },
  view: { en: 'Saved view', uk: 'Збережене подання' },
  filter: { en: 'Saved filter', uk: 'Збережений фільтр' },
  export: { en: 'Export', uk: 'Експорт' },
  api_key: { en: 'API key', uk: 'API-ключ' },
  webhook_endpoint: { en: 'Webhook endpoint', uk: 'Кінцева точка вебхуків' },
  payment: { en: 'Payment', uk: 'Платіж' },
};
