import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { paymentKeys } from './payment-keys';
import { PENDING_POLL_MS } from './payment-operations';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const storyAnswer = lazyAnswer(
  () => import('@paygrid/contracts/payments/payment-story'),
  'paymentStorySchema',
);

/** Under the payments' key: whatever reads the payment again after an operation reads its story again too. */
export const paymentStoryKey = (id: string) => [...paymentKeys.all, 'story', id] as const;

/**
 * GET /payments/{id}/story: everything that happened to the payment, newest first. Read again whenever the payment
 * read in the drawer changed (`version`, its updated_at: the platform's report that settled an operation), and
 * every few seconds while an operation is pending (`watching`: its webhook deliveries go on meanwhile).
 */
export const paymentStoryQuery = (id: string, version: string, watching: boolean) =>
  queryOptions({
    queryKey: [...paymentStoryKey(id), version] as const,
    queryFn: () => api.get(`/payments/${encodeURIComponent(id)}/story`, storyAnswer),
    placeholderData: keepPreviousData,
    refetchInterval: watching ? PENDING_POLL_MS : false,
  });
