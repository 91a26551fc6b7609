/** The address of one webhook endpoint of the current organisation, its id encoded. */
export const webhookEndpointPath = (id: string, action?: 'rotate-secret' | 'test' | 'resend-failed') =>
  `/organization/webhook-endpoints/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
