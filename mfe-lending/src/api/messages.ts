import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import {
  lendingKeys,
  unwrap,
  useApi,
  useCurrentUser,
  useLiveEvent,
  usePlatform,
  type Page,
} from '@scenedock/ui';
import { loanKeys } from './keys';
import { usePollInterval, type Loan } from './loans';

export type LoanMessage = components['schemas']['LendingMessageOut'];

/** What the session's socket pushes when someone writes on a loan of either of its departments. */
export interface LoanMessageEvent {
  lending_id: number;
  message: LoanMessage;
}

/** A conversation is read whole: the API's largest page. */
const CONVERSATION_LIMIT = 1000;

/** Reading the conversation marks it read: the loan's cached unread count follows at once. */
function markReadInCache(queryClient: QueryClient, departmentId: number | null, id: number) {
  const read = (loan: Loan) => (loan.id === id ? { ...loan, unread_count: 0 } : loan);
  queryClient.setQueryData<Loan>(lendingKeys.detail(departmentId, id), (loan) => loan && read(loan));
  queryClient.setQueriesData<Page<Loan>>({ queryKey: lendingKeys.lists(departmentId) }, (page) =>
    page && Array.isArray(page.items) && page.items.every((row) => 'unread_count' in row)
      ? { ...page, items: page.items.map(read) }
      : page,
  );
}

/** A loan's conversation, oldest first; asked again every 15 s while live events do not arrive. */
export function useLoanMessages(id: number | null) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: loanKeys.messages(departmentId, id ?? 0),
    queryFn: async () => {
      const messages = await unwrap(
        client.GET('/lending/{id}/messages', {
          params: { path: { id: id! }, query: { limit: CONVERSATION_LIMIT } },
        }),
      );
      markReadInCache(queryClient, departmentId, id!);
      return messages;
    },
    enabled: id !== null && departmentId !== null,
    refetchInterval: usePollInterval(),
  });
}

/** Adds a message to a cached conversation once, whichever way (answer or push) it came first. */
function appendMessage(queryClient: QueryClient, key: readonly unknown[], message: LoanMessage) {
  queryClient.setQueryData<LoanMessage[]>(key, (messages) =>
    messages && !messages.some((m) => m.id === message.id) ? [...messages, message] : messages,
  );
}

export function useSendMessage(id: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useMutation({
    mutationFn: (content: string) =>
      unwrap(client.POST('/lending/{id}/messages', { params: { path: { id } }, body: { content } })),
    onSuccess: (message) => appendMessage(queryClient, loanKeys.messages(departmentId, id), message),
  });
}

/**
 * Messages pushed live for the open conversation `id`: shown at once (a push does not know who
 * reads it, so "mine" is decided here by the sender), then the conversation is asked again so the
 * server marks it read.
 */
export function useLiveMessages(id: number | null) {
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  const { data: me } = useCurrentUser();
  useLiveEvent<LoanMessageEvent>('lending_message', (event) => {
    if (id === null || event.lending_id !== id) return;
    const key = loanKeys.messages(departmentId, id);
    appendMessage(queryClient, key, {
      ...event.message,
      is_from_current_user: me !== undefined && event.message.sender_id === me.id,
    });
    void queryClient.invalidateQueries({ queryKey: key });
  });
}

/**
 * A message on any loan moves the list's unread counts; except on the loan open in `openId`,
 * whose conversation is read as it arrives (and its count kept at none).
 */
export function useLiveUnreadCounts(openId: number | null) {
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  useLiveEvent<LoanMessageEvent>('lending_message', (event) => {
    if (event.lending_id === openId) return;
    void queryClient.invalidateQueries({ queryKey: lendingKeys.lists(departmentId) });
  });
}
