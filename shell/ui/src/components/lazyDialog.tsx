import { lazy, Suspense, type ComponentType } from 'react';

export interface LazyDialog<P extends object> {
  (props: P): React.JSX.Element | null;
  /** Starts fetching the dialog's code, e.g. once a screen that offers it has settled. */
  preload: () => Promise<unknown>;
}

const openByDefault = (props: object) => Boolean((props as { open?: unknown }).open);

/**
 * A dialog whose code (its form, zod, react-hook-form, Headless UI's tabs…) is a chunk of its own,
 * fetched the first time it opens (or on `preload()`), so a screen's first paint does not wait
 * for it. While closed it renders nothing; `isOpen` says when it is open (default: `props.open`).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = openByDefault,
): LazyDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // a failed fetch (offline) is tried again on the next open
        throw error;
      },
    ));
  const Component = lazy(preload);
  function Lazy(props: P) {
    if (!isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Lazy, { preload });
}
