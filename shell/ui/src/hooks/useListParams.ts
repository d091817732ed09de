import { useCallback, useMemo, useRef } from 'react';
// The shared router (by package name, not './router'): the search params are the host router's.
import { useHref, useLocation, useNavigation, useSearchParams } from '@scenedock/ui/router';

/**
 * Whether the router is on its way to another page: e.g. the next screen's code is loading while
 * this one is still on show. The navigation's path carries the router's basename (an embedded
 * screen's prefix) and the location's does not, so this page's path is compared with it in full.
 * (useNavigation needs a data router: the shell's, the embedded screens' and the tests' all are.)
 */
function useLeaving(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const here = useHref({ pathname });
  return navigation.state !== 'idle' && navigation.location.pathname !== here;
}

/**
 * A screen's filters and page, kept in the address (?q=chair&tags=vintage&page=2) so a filtered
 * view survives a reload and can be linked. Any filter change goes back to page 1.
 */
export function useListParams<const K extends string>(keys: readonly K[], pageSize: number) {
  const [params, setParams] = useSearchParams();
  const serialized = params.toString();
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
    // `params` is a new object on every render; its text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [serialized],
  );
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  // A change that comes late (a search box commits after a pause in typing) while the person is
  // leaving for another page would navigate back here and cancel their trip: it is dropped, their
  // typing no longer matters. Read at the call, as of the latest render, not when `update` was made.
  const leaving = useRef(false);
  leaving.current = useLeaving();

  const update = useCallback(
    (changes: Partial<Record<K | 'page', string>>) => {
      if (leaving.current) return;
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        // At once, not in a transition: a ticked box or a chosen option shows its new value as it
        // is clicked, however long the screen takes to draw what it filters.
        { replace: true, flushSync: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(
    () => update(Object.fromEntries(keys.map((key) => [key, ''])) as Partial<Record<K | 'page', string>>),
    [keys, update],
  );

  /** One filter's value and its setter, for any filter control: `<ConditionFilter {...list.field('condition')} />`. */
  const field = (key: K) => ({
    value: values[key],
    onCommit: (value: string) => update({ [key]: value } as Partial<Record<K | 'page', string>>),
  });

  const active = keys.some((key) => values[key] !== '');
  return { values, page, skip: (page - 1) * pageSize, limit: pageSize, update, clear, active, field };
}

/** What useListParams answers, for the parts of a screen that take the list from it. */
export type ListParams<K extends string> = ReturnType<typeof useListParams<K>>;
