import { paymentDetailSchema } from '@paygrid/contracts/payments/payment';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { paymentKeys } from './payment-keys';

/** GET /payments/{id}: every field, the status history and the metadata. */
export const paymentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: () => api.get(`/payments/${encodeURIComponent(id)}`, paymentDetailSchema),
  });
