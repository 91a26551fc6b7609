import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startBrowserTabSession } from './shared/http';
import { initI18n } from './shared/i18n/i18n';
import { startErrorReporting } from './shared/monitoring/error-reporting';
import { startReleaseWatch } from './shared/release/release-watch';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

startBrowserTabSession();
startErrorReporting();
// The dev server has no build metadata to watch (its modules refresh in place): the watch runs in the build only.
if (!import.meta.env.DEV) startReleaseWatch();
// The interface's own language catalogue arrives before the first render; the skeleton shows meanwhile.
void initI18n().then((i18n) =>
  createRoot(rootElement).render(
    <StrictMode>
      <Providers i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
