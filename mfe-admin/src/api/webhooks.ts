import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { departmentsKeys, totalOf, unwrap, useApi } from '@scenedock/ui';

export type WebhookEndpoint = components['schemas']['WebhookEndpointOut'];
export type WebhookEndpointCreated = components['schemas']['WebhookEndpointCreated'];
export type WebhookDelivery = components['schemas']['WebhookDeliveryOut'];
export type WebhookAttempt = components['schemas']['WebhookAttemptOut'];
export type WebhookEventInfo = components['schemas']['WebhookEventTypeOut'];
export type WebhookEventType = WebhookEventInfo['type'];

/** What the Add and Edit dialogs send: every field on create, only what changed on edit. */
export interface WebhookFields {
  url: string;
  description: string | null;
  events: WebhookEventType[];
  enabled: boolean;
}

/** Under the department's detail: removing a department drops its webhooks with it. */
export const webhooksKey = (departmentId: number) =>
  [...departmentsKeys.detail(departmentId), 'webhooks'] as const;

const deliveriesKey = (departmentId: number, webhookId: number) =>
  [...webhooksKey(departmentId), webhookId, 'deliveries'] as const;

/** The events one may subscribe to, with their headings; the same for every department. */
export function useWebhookEvents() {
  const client = useApi();
  return useQuery({
    queryKey: ['webhook-events'],
    queryFn: () => unwrap(client.GET('/webhook-events')),
    staleTime: Infinity,
  });
}

/** A department's webhooks (its admins and superusers; others get a 403). */
export function useWebhooks(departmentId: number) {
  const client = useApi();
  return useQuery({
    queryKey: webhooksKey(departmentId),
    queryFn: () =>
      unwrap(client.GET('/departments/{id}/webhooks', { params: { path: { id: departmentId } } })),
  });
}

export function useCreateWebhook(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookFields) =>
      unwrap(client.POST('/departments/{id}/webhooks', { params: { path: { id: departmentId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(departmentId) }),
  });
}

export function useUpdateWebhook(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ webhookId, body }: { webhookId: number; body: Partial<WebhookFields> }) =>
      unwrap(
        client.PUT('/departments/{id}/webhooks/{webhookId}', {
          params: { path: { id: departmentId, webhookId } },
          body,
        }),
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData<WebhookEndpoint[]>(webhooksKey(departmentId), (list) =>
        list?.map((row) => (row.id === updated.id ? updated : row)),
      );
      return queryClient.invalidateQueries({ queryKey: webhooksKey(departmentId) });
    },
  });
}

export function useDeleteWebhook(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: number) =>
      unwrap(
        client.DELETE('/departments/{id}/webhooks/{webhookId}', {
          params: { path: { id: departmentId, webhookId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(departmentId) }),
  });
}

/** A new signing secret; the old one keeps signing for a day (both signatures are sent). */
export function useRotateWebhookSecret(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: number) =>
      unwrap(
        client.POST('/departments/{id}/webhooks/{webhookId}/secret', {
          params: { path: { id: departmentId, webhookId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(departmentId) }),
  });
}

/** "Send test": a webhook.ping delivery is queued; its log shows how it went. */
export function usePingWebhook(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: number) =>
      unwrap(
        client.POST('/departments/{id}/webhooks/{webhookId}/ping', {
          params: { path: { id: departmentId, webhookId } },
        }),
      ),
    onSuccess: (_delivery, webhookId) =>
      queryClient.invalidateQueries({ queryKey: deliveriesKey(departmentId, webhookId) }),
  });
}

export const DELIVERIES_PAGE_SIZE = 20;

/** While a delivery is still being tried, the log looks again this often. */
export const PENDING_REFRESH_MS = 2000;

interface DeliveryPage {
  rows: WebhookDelivery[];
  total: number;
}

/** One webhook's deliveries, newest first, a page at a time ("Load more"). */
export function useWebhookDeliveries(departmentId: number, webhookId: number | null) {
  const client = useApi();
  return useInfiniteQuery({
    queryKey: deliveriesKey(departmentId, webhookId ?? 0),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<DeliveryPage> => {
      const call = client.GET('/departments/{id}/webhooks/{webhookId}/deliveries', {
        params: {
          path: { id: departmentId, webhookId: webhookId! },
          query: { skip: pageParam, limit: DELIVERIES_PAGE_SIZE },
        },
        signal,
      });
      const rows = await unwrap(call);
      return { rows, total: totalOf((await call).response) };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? loaded : undefined;
    },
    enabled: webhookId !== null,
    // A delivery on its way settles by itself: look again until none is pending.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.rows.some((row) => row.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });
}

/** "Send again": the same message (same webhook-id), a new attempt. */
export function useRetryDelivery(departmentId: number, webhookId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      unwrap(
        client.POST('/departments/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/retry', {
          params: { path: { id: departmentId, webhookId, deliveryId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(departmentId, webhookId) }),
  });
}
