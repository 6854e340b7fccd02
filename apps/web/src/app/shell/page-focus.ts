import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/SkipLink.tsx';

/** How long a new page may take to show its heading (a record loads first) before focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

/** Whether something of the new page already holds focus: an autofocused field, an open dialog. */
function pageHasFocus(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  if (active.closest('[role="dialog"]')) return true;
  const main = document.getElementById(MAIN_CONTENT_ID);
  return Boolean(main?.contains(active));
}

/** Focuses the page's h1 once it is there; returns a function that stops waiting. */
export function focusHeadingWhenShown(): () => void {
  const tryFocus = () => {
    const heading = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
    if (!heading) return false;
    if (!pageHasFocus()) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After each navigation inside the app (not on the first load, where Tab must reach the
 * skip link first), focus moves to the new page's h1, as a screen reader user expects
 * from a page change; the link that was clicked is usually gone.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusHeadingWhenShown();
  }, [pathname]);
}
