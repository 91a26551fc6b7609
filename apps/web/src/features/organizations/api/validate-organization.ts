import { useDebouncedValue } from '@mantine/hooks';
import type { ValidateOrganizationAnswer } from '@paygrid/contracts/organizations/create-organization';
import { aliasIssue } from '@paygrid/domain/organizations/alias';
import { useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { organizationKeys } from './organization-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const validateOrganizationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/create-organization'),
  'validateOrganizationAnswerSchema',
);

/** POST /organization/validate?name=&alias=: the server's checks (alias taken, reserved) as the user types. */
function validateOrganization(
  fields: { name?: string; alias?: string },
  signal?: AbortSignal,
): Promise<ValidateOrganizationAnswer> {
  return api.post('/organization/validate', validateOrganizationAnswer, {
    query: fields,
    ...(signal ? { signal } : {}),
  });
}

export type AliasCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available' }
  | { status: 'refused'; code: string }
  /** SPEC §5: the check itself failed (the server unreachable or erring): the field says so, with a retry. */
  | { status: 'failed'; retry: () => void };

const checkDelayMs = 300;

/**
 * The server's live checks of the alias (taken, reserved) ~300 ms after the user stops typing. An alias the
 * shared rule already refuses is not sent: the form shows that message itself.
 */
export function useAliasCheck(alias: string): AliasCheck {
  const [settled] = useDebouncedValue(alias, checkDelayMs);
  const askable = settled !== '' && aliasIssue(settled) === undefined;
  const check = useQuery({
    queryKey: organizationKeys.aliasCheck(settled),
    queryFn: ({ signal }) => validateOrganization({ alias: settled }, signal),
    enabled: askable,
    staleTime: 10_000,
  });
  if (alias === '' || aliasIssue(alias) !== undefined) return { status: 'idle' };
  if (settled !== alias || check.isPending) return { status: 'checking' };
  // SPEC §5: a validator that fails gets the fallback message. It is not a verdict on the alias: the form may still
  // be sent, and the server checks the alias again then.
  if (check.isError) return { status: 'failed', retry: () => void check.refetch() };
  const refusal = check.data.errors.find((error) => error.field === 'alias');
  return refusal ? { status: 'refused', code: refusal.code } : { status: 'available' };
}
