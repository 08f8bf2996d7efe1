/** Query keys of the webhooks page: the endpoint list and each endpoint's delivery log. */
export const webhooksQueryKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhooksQueryKeys.all, 'list'] as const,
  deliveries: (webhookId: string) => [...webhooksQueryKeys.all, 'deliveries', webhookId] as const,
};

export const WEBHOOKS_PATH = '/api/v2/organization/webhooks';
