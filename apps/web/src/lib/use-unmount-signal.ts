import { useCallback, useEffect, useRef } from 'react';

/**
 * A signal that aborts when the component unmounts, for the long tasks a screen starts
 * (LMS sync, certification polling): leaving the record stops them. Returned as a getter
 * because React's strict mode unmounts and mounts again; the new mount gets a fresh signal.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef(new AbortController());
  useEffect(() => {
    if (controller.current.signal.aborted) controller.current = new AbortController();
    const current = controller.current;
    return () => current.abort();
  }, []);
  return useCallback(() => controller.current.signal, []);
}
