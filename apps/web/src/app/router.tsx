import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '~/features/auth';
import { ErrorPage } from './error-page';
import { EntranceSplitLayout } from './layouts/entrance-split-layout';
import { RootRoute } from './root-route';
import type { RouteHandle } from './route-handle';

const loginHandle: RouteHandle = { titleKey: 'login.title' };

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    // Also renders unmatched paths: the router reports them as a 404 route error.
    errorElement: <ErrorPage />,
    children: [
      {
        element: <EntranceSplitLayout />,
        children: [{ path: 'login', element: <LoginPage />, handle: loginHandle }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
