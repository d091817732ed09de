import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { currentUserKey, unwrap, useApi } from '@scenedock/ui';
import type { components } from '@scenedock/openapi';

export type ListSettings = components['schemas']['ListSettings'];
export type ListSettingsInput = components['schemas']['ListSettingsInput'];
export type ListView = ListSettings['view'];
export type ItemSort = ListSettings['sort'];
export type ListPageSize = ListSettings['page_size'];
type Me = components['schemas']['MeOut'];

const LIST_SETTINGS_MUTATION = ['current-user', 'list-settings'] as const;

/** What the server answers for someone who has saved nothing yet. */
export const DEFAULT_LIST_SETTINGS: ListSettings = { view: 'cards', sort: 'newest', page_size: 24 };

/**
 * The person's list settings as the cached GET /users/me holds them. A user cached from an older
 * answer (or a test's) may carry none: the defaults then.
 */
export function listSettingsOf(user: Partial<Pick<Me, 'list_settings'>> | null | undefined): ListSettings {
  return { ...DEFAULT_LIST_SETTINGS, ...user?.list_settings };
}

/**
 * Saves a change of the person's list settings (PUT /users/me/list-settings). The cached user takes
 * it at once, so every list shows it before the server answers; a failed save is only told (a
 * toast): the list keeps the change, until the next read of the user brings back what is stored.
 */
export function useSaveListSettings() {
  const client = useApi();
  const queryClient = useQueryClient();
  const setSettings = (settings: (current: ListSettings) => ListSettings) =>
    queryClient.setQueryData<Me>(
      currentUserKey,
      (user) => user && { ...user, list_settings: settings(listSettingsOf(user)) },
    );
  return useMutation({
    mutationKey: LIST_SETTINGS_MUTATION,
    mutationFn: (changes: ListSettingsInput) =>
      unwrap(client.PUT('/users/me/list-settings', { body: changes })),
    onMutate: async (changes) => {
      // A read of the user under way would bring the old settings back over the new ones.
      await queryClient.cancelQueries({ queryKey: currentUserKey });
      setSettings((current) => ({ ...current, ...changes }));
    },
    // The answer holds every setting as stored; while a later change is on its way, that change's
    // own answer will (taking this one now would flick the screen back for a moment).
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: LIST_SETTINGS_MUTATION }) <= 1) setSettings(() => saved);
    },
    onError: () => {
      toast.error('Your list settings could not be saved');
    },
  });
}
