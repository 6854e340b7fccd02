import { useEffect, useState } from 'react';

interface Branding {
  name: string;
  primary: string;
}

/**
 * Placeholder start page until the web-application issue lands: it shows the
 * tenant's name and colour from the public branding call, proving the wiring.
 */
export function App() {
  const [branding, setBranding] = useState<Branding | null>(null);
  useEffect(() => {
    const subdomain = window.location.hostname.split('.').length > 1 ? (window.location.hostname.split('.')[0] ?? '') : '';
    fetch('/api/sys-config/get-refs-by-user?get_branding_only=true', { headers: subdomain ? { subdomain_name: subdomain } : {} })
      .then((r) => r.json())
      .then((entries: { mutation: string; data: unknown }[]) => {
        const tenant = entries.find((e) => e.mutation === 'setTenant')?.data as { name: string } | undefined;
        const theme = entries.find((e) => e.mutation === 'setThemeColors')?.data as { primary: string } | undefined;
        if (tenant && theme) setBranding({ name: tenant.name, primary: theme.primary });
      })
      .catch(() => setBranding(null));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1 style={{ color: branding?.primary ?? '#1f4e79' }}>{branding?.name ?? 'CPE Administration'}</h1>
      <p>
        Continuing professional education administration. The API reference is at <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
}
