import { useEffect, useState } from 'react';

/** The open modal (dialog, menu) on top, or null; MUI mounts each as a child of <body>. */
function topModal(): HTMLElement | null {
  const open = [...document.body.children].filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement && el.classList.contains('MuiModal-root') && !el.classList.contains('MuiModal-hidden'),
  );
  return open.at(-1) ?? null;
}

/**
 * The root of the open modal while there is one. A modal hides everything else from
 * screen readers (aria-hidden on the other children of <body>), so what must still be
 * heard while it is open, such as the alert bar, is rendered inside it.
 */
export function useOpenModal(): HTMLElement | null {
  const [modal, setModal] = useState<HTMLElement | null>(() => topModal());
  useEffect(() => {
    const update = () => setModal(topModal());
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true });
    update();
    return () => observer.disconnect();
  }, []);
  return modal;
}
