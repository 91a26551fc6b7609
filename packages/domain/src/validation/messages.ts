/** i18n keys of the validation messages (SPEC §5); the UI translates them, the server sends them. */
export const validationMessageKeys = {
  required: 'validation__required',
  notString: 'validation__not_string',
  exactLength: 'validation__exact_length',
  range: 'validation__range',
  tooLong: 'validation__too_long',
  tooShort: 'validation__too_short',
  noSpaces: 'validation__no_spaces',
  invalid: 'validation__invalid',
  notArray: 'validation__not_array',
  tooFewItems: 'validation__too_few_items',
  tooManyItems: 'validation__too_many_items',
  asyncFailed: 'validation__async_failed',
  metadataKeyRequired: 'validation__metadata_key_required',
  metadataKeyNumberOnly: 'validation__metadata_key_number_only',
  metadataKeyFormat: 'validation__metadata_key_format',
  metadataKeyDuplicate: 'validation__metadata_key_duplicate',
  fileInvalid: 'validation__file_invalid',
  fileTooLarge: 'validation__file_too_large',
  fileType: 'validation__file_type',
  imageTooLarge: 'validation__image_too_large',
  nameLink: 'validation__name_link',
  nameAddress: 'validation__name_address',
  nameControl: 'validation__name_control',
} as const;

type ValidationMessageName = keyof typeof validationMessageKeys;
/** @public SPEC §5 names this rule; forms use it as they come (ADR 0098). */
export type ValidationMessageKey = (typeof validationMessageKeys)[ValidationMessageName];

/**
 * English texts: SPEC §5 word for word where it gives one.
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const englishValidationMessages: Record<ValidationMessageKey, string> = {
  validation__required: 'Required field',
  validation__not_string: 'Value must be string',
  validation__exact_length: 'Allowable length {length}',
  validation__range: 'Value range from {min} to {max}',
  validation__too_long: 'Value length is greater than {max}',
  validation__too_short: 'Value length less than {min}',
  validation__no_spaces: 'No spaces',
  validation__invalid: 'Invalid value',
  validation__not_array: 'Value must be array',
  validation__too_few_items: 'Number of items less than {min}',
  validation__too_many_items: 'Number of items is greater than {max}',
  validation__async_failed: 'Validation failed, try again',
  validation__metadata_key_required: 'Key is required',
  validation__metadata_key_number_only: "Key can't be a number only",
  validation__metadata_key_format: 'Incorrect format',
  validation__metadata_key_duplicate: 'Duplicate value',
  validation__file_invalid: 'Invalid file',
  validation__file_too_large: 'The file size exceeds the limit',
  validation__file_type: 'Invalid file type',
  validation__image_too_large: 'The image is larger than {max} megapixels',
  validation__name_link: 'A name cannot contain a link',
  validation__name_address: 'A name cannot contain an e-mail address or @',
  validation__name_control: 'A name cannot contain control characters',
};

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders; unknown placeholders stay as they are.
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const interpolate = (text: string, params: MessageParams = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });

/**
 * The text of a message key with its parameters; a key without text is shown as is.
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const messageText = (
  message: { key: string; params?: MessageParams },
  texts: Readonly<Record<string, string>> = englishValidationMessages,
): string => interpolate(texts[message.key] ?? message.key, message.params);
