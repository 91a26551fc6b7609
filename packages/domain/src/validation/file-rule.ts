import { validationMessageKeys } from './messages';
import { issue, type Rule } from './rule';

/** What the rule needs to know of a file (a browser File or an uploaded part both fit). */
type FileDescriptor = { name: string; size: number; type: string };

/** @public SPEC §5 names this rule; forms use it as they come (ADR 0098). */
export type FileRuleOptions = {
  maxBytes?: number;
  /** Accepted MIME types. */
  types?: ReadonlyArray<string>;
};

/** §9: avatar upload limit 1 MB, png or jpg. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
const AVATAR_TYPES: ReadonlyArray<string> = ['image/png', 'image/jpeg'];

const isFileDescriptor = (value: unknown): value is FileDescriptor => {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.name === 'string' &&
    typeof candidate.type === 'string' &&
    typeof candidate.size === 'number' &&
    Number.isFinite(candidate.size) &&
    candidate.size >= 0
  );
};

/**
 * §5 file upload: a file at all, then its type, then its size.
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const file =
  (options: FileRuleOptions = {}): Rule =>
  (value) => {
    if (!isFileDescriptor(value)) return issue(validationMessageKeys.fileInvalid);
    if (options.types && !options.types.includes(value.type.toLowerCase()))
      return issue(validationMessageKeys.fileType);
    if (options.maxBytes !== undefined && value.size > options.maxBytes) {
      return issue(validationMessageKeys.fileTooLarge);
    }
    return undefined;
  };

export const avatarFile = (): Rule => file({ maxBytes: AVATAR_MAX_BYTES, types: AVATAR_TYPES });
