import type { ApiKey, CreateApiKeyBody, UpdateApiKeyBody } from '@paygrid/contracts/api-keys/api-key';
import {
  dateSegmentTexts,
  type InputForms,
  readDateSegments,
  type SegmentTexts,
} from '@paygrid/domain/format/input-segments';
import { zonedDateTime, zonedTimeToEpochMs } from '@paygrid/domain/format/time-zone';
import type { PaymentMode } from '@paygrid/domain/payments/fixed-values';
import {
  API_KEY_LIMITS,
  API_KEY_PERMISSIONS,
  type ApiKeyPermission,
} from '@paygrid/domain/platform/api-keys';
import { proofErrors, proofOf } from '~/features/settings';
import { encodeFieldMessage } from '~/shared/forms/field-message';

/** What the create and edit forms hold; the field names are the API's, so its field failures land on them. */
export type ApiKeyFormValues = {
  name: string;
  mode: PaymentMode;
  permissions: ApiKeyPermission[];
  /** One address or CIDR range a line, as typed. */
  allowed_cidrs: string;
  /** The last day the key works, in the reader's date order; empty: it never expires. */
  expires_at: SegmentTexts;
  password: string;
  code: string;
};

/** The reader's date order and time zone: an expiry day is theirs. */
export type ExpiryForms = Pick<InputForms, 'order'> & { timeZone: string };

export const emptyApiKeyForm: ApiKeyFormValues = {
  name: '',
  mode: 'test',
  permissions: [],
  allowed_cidrs: '',
  expires_at: {},
  password: '',
  code: '',
};

/**
 * The lines of the addresses field that hold something.
 * @internal Exported for tests only.
 */
export const cidrLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The permissions in their declared order, so the same choice compares equal however it was ticked. */
const inDeclaredOrder = (permissions: ReadonlyArray<ApiKeyPermission>): ApiKeyPermission[] =>
  API_KEY_PERMISSIONS.filter((permission) => permissions.includes(permission));

type ExpiryReading = { kind: 'invalid' } | { kind: 'value'; at: string | null };

/**
 * The expiry the day stands for: the last second of that day in the reader's zone; null when left empty.
 * @internal Exported for tests only.
 */
export function expiryOf(texts: SegmentTexts, forms: ExpiryForms): ExpiryReading {
  const day = readDateSegments(texts, forms.order);
  if (day.kind === 'empty') return { kind: 'value', at: null };
  if (day.kind === 'invalid') return { kind: 'invalid' };
  const lastSecond = { ...day.value, hours: 23, minutes: 59, seconds: 59 };
  return { kind: 'value', at: new Date(zonedTimeToEpochMs(lastSecond, forms.timeZone)).toISOString() };
}

/**
 * The day an expiry falls on in the reader's zone, as the date input shows it.
 * @internal Exported for tests only.
 */
export const expiryTextsOf = (at: string | null, forms: ExpiryForms): SegmentTexts => {
  if (at === null) return {};
  const { year, month, day } = zonedDateTime(Date.parse(at), forms.timeZone);
  return dateSegmentTexts({ year, month, day }, forms.order);
};

/** A key's settings as the edit form starts from them (no proof yet). */
export const formValuesOf = (key: ApiKey['attributes'], forms: ExpiryForms): ApiKeyFormValues => ({
  name: key.name,
  mode: key.mode,
  permissions: inDeclaredOrder(key.permissions),
  allowed_cidrs: key.allowed_cidrs.join('\n'),
  expires_at: expiryTextsOf(key.expires_at, forms),
  password: '',
  code: '',
});

const expiryKey = (texts: SegmentTexts) =>
  JSON.stringify([texts.year ?? '', texts.month ?? '', texts.day ?? '']);
const sameTexts = (a: SegmentTexts, b: SegmentTexts) => expiryKey(a) === expiryKey(b);

type FormCheck = {
  forms: ExpiryForms;
  now: number;
  /** Two-factor authentication is on: a code is asked with the password. */
  askCode: boolean;
  /** The expiry the key has now (editing): kept as it is, it is not refused for being past. */
  initialExpiry?: SegmentTexts;
  /** The API's rule for one address line (`useCidrRule`); until it has arrived, the API alone judges them. */
  isCidr?: ((line: string) => boolean) | undefined;
};

/** The form's mistakes, each as an encoded message on its field; empty when it may be sent. */
export function apiKeyFormErrors(values: ApiKeyFormValues, check: FormCheck): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name === '') errors.name = encodeFieldMessage({ key: 'validation__required' });
  else if (name.length > API_KEY_LIMITS.nameMaxLength)
    errors.name = encodeFieldMessage({
      key: 'validation__too_long',
      params: { max: API_KEY_LIMITS.nameMaxLength },
    });
  if (values.permissions.length === 0)
    errors.permissions = encodeFieldMessage({ key: 'developers.form.permissions_required' });
  const lines = cidrLines(values.allowed_cidrs);
  const { isCidr } = check;
  const wrongLine = isCidr ? lines.findIndex((line) => !isCidr(line)) : -1;
  if (lines.length > API_KEY_LIMITS.allowedCidrsMax)
    errors.allowed_cidrs = encodeFieldMessage({
      key: 'developers.form.cidrs_too_many',
      params: { max: API_KEY_LIMITS.allowedCidrsMax },
    });
  else if (wrongLine >= 0)
    errors.allowed_cidrs = encodeFieldMessage({
      key: 'developers.form.cidr_invalid',
      params: { line: wrongLine + 1, value: lines[wrongLine] ?? '' },
    });
  const kept = check.initialExpiry !== undefined && sameTexts(values.expires_at, check.initialExpiry);
  const expiry = expiryOf(values.expires_at, check.forms);
  if (expiry.kind === 'invalid') errors.expires_at = encodeFieldMessage({ key: 'validation__invalid' });
  else if (!kept && expiry.at !== null && Date.parse(expiry.at) <= check.now)
    errors.expires_at = encodeFieldMessage({ key: 'developers.form.expiry_past' });
  return { ...errors, ...proofErrors(values, check.askCode) };
}

/** POST /organization/api-keys from a checked form. */
export function createBodyOf(
  values: ApiKeyFormValues,
  forms: ExpiryForms,
  askCode: boolean,
): CreateApiKeyBody {
  const expiry = expiryOf(values.expires_at, forms);
  return {
    name: values.name.trim(),
    mode: values.mode,
    permissions: inDeclaredOrder(values.permissions),
    allowed_cidrs: cidrLines(values.allowed_cidrs),
    expires_at: expiry.kind === 'value' ? expiry.at : null,
    ...proofOf(values, askCode),
  };
}

/** PATCH /organization/api-keys/{id} from a checked form: only what differs from the key as it was. */
export function updateBodyOf(
  values: ApiKeyFormValues,
  initial: ApiKeyFormValues,
  forms: ExpiryForms,
  askCode: boolean,
): UpdateApiKeyBody {
  const name = values.name.trim();
  const permissions = inDeclaredOrder(values.permissions);
  const cidrs = cidrLines(values.allowed_cidrs);
  const expiry = expiryOf(values.expires_at, forms);
  const sameList = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.join('\n') === b.join('\n');
  return {
    ...(name !== initial.name ? { name } : {}),
    ...(sameList(permissions, initial.permissions) ? {} : { permissions }),
    ...(sameList(cidrs, cidrLines(initial.allowed_cidrs)) ? {} : { allowed_cidrs: cidrs }),
    ...(expiry.kind === 'value' && !sameTexts(values.expires_at, initial.expires_at)
      ? { expires_at: expiry.at }
      : {}),
    ...proofOf(values, askCode),
  };
}
