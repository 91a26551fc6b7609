/**
 * Query keys of the webhooks: the endpoints' one list, and the delivery log (a list keyed by the exact request the
 * server is sent, and each delivery). Sending a test event or a resend reads the log again.
 */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  deliveries: () => [...webhookKeys.all, 'deliveries'] as const,
  deliveryList: (query: string) => [...webhookKeys.deliveries(), 'list', query] as const,
  delivery: (id: string) => [...webhookKeys.deliveries(), 'detail', id] as const,
};
