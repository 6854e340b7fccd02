import { useState } from 'react';
import { Navigate } from 'react-router';
import { deepLink, isSignedIn } from '../../lib/session/session-store.ts';

/**
 * /redirect: where a finished sign-in lands. A signed-in user goes on to the saved
 * deep link or home; anybody else to /login, which keeps the deep link for afterwards.
 */
export default function RedirectScreen() {
  // Taken once (the deep link is consumed), not on every render.
  const [target] = useState(() => {
    if (!isSignedIn()) return '/login';
    const link = deepLink.take();
    return link && !link.startsWith('/redirect') ? link : '/';
  });
  return <Navigate to={target} replace />;
}
