import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useShell } from '../chrome/ShellContext';

/** Runs the partner sign-in once the page is up: an auth code coming back, a re-authentication, the session check. */
export function PartnerSignInEffects() {
  const { partner, prerender } = useShell();
  const navigate = useNavigate();
  useEffect(() => {
    if (!partner || prerender) return;
    void partner.resume((to, options) => void navigate(to, options));
    // Once per page: resume() itself runs only once (StrictMode runs effects twice in development).
  }, [partner, prerender, navigate]);
  return null;
}
