// Applies the saved (or system) colour scheme before the first paint; mirrors Mantine's localStorage manager.
(() => {
  try {
    const saved = window.localStorage.getItem('paygrid-color-scheme');
    const scheme = saved === 'light' || saved === 'dark' ? saved : 'auto';
    const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    const computed = scheme === 'auto' ? (prefersDark ? 'dark' : 'light') : scheme;
    document.documentElement.setAttribute('data-mantine-color-scheme', computed);
  } catch {
    // Storage may be blocked; Mantine applies the scheme once React starts.
  }
})();
