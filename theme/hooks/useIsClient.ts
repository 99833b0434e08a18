import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** false on the server and while hydrating, true afterwards. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
