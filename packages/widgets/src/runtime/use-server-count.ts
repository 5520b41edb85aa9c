// A badge's count (docs/behaviour.md §4): signed in, the server's figure, refetched whenever the
// refresh trigger moves; as a guest, the local counter. The figure lands in the persisted
// counter atom, so a failed fetch keeps the last value and other tabs see it too.
import type { WritableAtom, PrimitiveAtom } from 'jotai/vanilla';
import { useAtomValue, useSetAtom } from 'jotai/react';
import useSWR from 'swr';
import { authTokenAtom } from './atoms';
import { useStoredAtomValue } from './hydration';

type CounterAtom = WritableAtom<number, [number], void> | PrimitiveAtom<number>;

export interface ServerCountOptions {
  name: string;
  counter: CounterAtom;
  refresh: PrimitiveAtom<number>;
  fetchCount: () => Promise<number>;
  /** The console text of docs/behaviour.md §8 for this count's failure. */
  failureLog: string;
}

export function useServerCount({ name, counter, refresh, fetchCount, failureLog }: ServerCountOptions): number {
  const token = useAtomValue(authTokenAtom);
  const tick = useAtomValue(refresh);
  const setCount = useSetAtom(counter as WritableAtom<number, [number], void>);
  useSWR(token ? [`horeca:${name}`, token, tick] : null, fetchCount, {
    onSuccess: (count) => {
      if (Number.isFinite(count) && count >= 0) setCount(Math.floor(count));
    },
    onError: (error) => console.error(failureLog, error),
  });
  return useStoredAtomValue(counter, 0);
}
