import type { ParseKeys } from 'i18next';
import { failsOnFields } from '../forms/server-field-errors';
import { RequestFailureAlert } from './request-failure-alert';

type FailedMutation = { isError: boolean; error: unknown; reset: () => void };

type MutationFailureAlertProps = {
  mutation: FailedMutation;
  /** Title when the server's message is not one SPEC §8 maps. */
  fallbackTitleKey: ParseKeys;
  /** A form's fields: a failure that one of them shows is not said again above the form. */
  fields?: ReadonlyArray<string>;
};

/** The failed call's alert (SPEC §8), dismissed by forgetting the failure; nothing while the call has not failed. */
export function MutationFailureAlert({ mutation, fallbackTitleKey, fields = [] }: MutationFailureAlertProps) {
  if (!mutation.isError || failsOnFields(mutation.error, fields)) return null;
  return (
    <RequestFailureAlert
      error={mutation.error}
      fallbackTitleKey={fallbackTitleKey}
      onDismiss={() => mutation.reset()}
    />
  );
}
