// Every route of SPEC §2 in one table. Screens live in their own files under screens/<area>/ and
// load lazily, so a feature replaces its screen without touching this table. Only the sign-in screen
// comes with the entry: /login downloads nothing of the dashboard frame, its screens or the builder
// (the size budget, apps/web/size-budget.ts, holds it to 150 KB of gzip JavaScript), and the
// sign-in actions load when the form is first used.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { requireSession } from './components/layout/require-session.ts';
import { FullScreenLoader } from './components/ui/full-screen-loader.tsx';
import { RouteErrorScreen } from './screens/generic/route-error-screen.tsx';
import LoginScreen, { loader as loginLoader } from './screens/login/login-screen.tsx';
import NotFoundScreen from './screens/generic/not-found-screen.tsx';

/** A lazily loaded screen module: its default export is the component, plus optional route hooks. */
type ScreenModule = { default: React.ComponentType } & Pick<
  RouteObject,
  'loader' | 'action' | 'shouldRevalidate'
>;

/**
 * A screen behind sign-in. Child loaders run in parallel with the parent's session check, so each
 * one checks the session itself rather than calling the API anonymously.
 */
function signedInScreen(load: () => Promise<ScreenModule>): RouteObject['lazy'] {
  return async () => {
    const { default: Component, loader, action, shouldRevalidate } = await load();
    const guarded: RouteObject['loader'] =
      typeof loader === 'function'
        ? (args, context) => requireSession() ?? loader(args, context)
        : requireSession;
    return { Component, loader: guarded, action, shouldRevalidate };
  };
}

/** The sign-in routes' actions, downloaded with the first use of the form. */
const loginActions = () => import('./screens/login/login-actions.ts');
const googleSignIn = () => import('./screens/login/google-sign-in.ts');
const projectActions = () => import('./screens/projects/project-actions.ts');
/** The action-only sign-in routes send a visitor who opens them to /login. */
const toLogin = () => redirect('/login');

/** Screens inside the dashboard frame (SPEC §2: dashboard, team and account routes live under it). */
const dashboardChildren: RouteObject[] = [
  { index: true, lazy: signedInScreen(() => import('./screens/dashboard/dashboard-screen.tsx')) },
  { path: 'teams', lazy: signedInScreen(() => import('./screens/teams/teams-screen.tsx')) },
  { path: 'teams/:teamId', lazy: signedInScreen(() => import('./screens/teams/team-screen.tsx')) },
  {
    path: 'teams/:teamId/projects',
    lazy: signedInScreen(() => import('./screens/teams/team-projects-screen.tsx')),
  },
  {
    path: 'teams/:teamId/projects/archive',
    lazy: signedInScreen(() => import('./screens/teams/team-archive-screen.tsx')),
  },
  {
    path: 'teams/:teamId/members',
    lazy: signedInScreen(() => import('./screens/teams/team-members-screen.tsx')),
  },
  {
    path: 'teams/:teamId/members/:memberId',
    lazy: signedInScreen(() => import('./screens/teams/team-member-screen.tsx')),
  },
  {
    path: 'teams/:teamId/members/:memberId/:method',
    lazy: signedInScreen(() => import('./screens/teams/team-member-screen.tsx')),
  },
  {
    path: 'teams/:teamId/settings',
    lazy: signedInScreen(() => import('./screens/teams/team-settings-screen.tsx')),
  },
  {
    path: 'teams/:teamId/settings/:action',
    lazy: signedInScreen(() => import('./screens/teams/team-settings-screen.tsx')),
  },
  {
    path: 'projects/:method',
    lazy: () =>
      projectActions().then(({ projectAction, projectActionLoader }) => ({
        loader: projectActionLoader,
        action: projectAction,
      })),
  },
  {
    path: 'project/:id',
    lazy: () => projectActions().then(({ openProjectLoader }) => ({ loader: openProjectLoader })),
  },
  {
    path: 'project/:id/analytics',
    lazy: signedInScreen(() => import('./screens/analytics/analytics-screen.tsx')),
  },
  // One route for both /account and /account/:action, so switching tabs keeps the screen mounted.
  { path: 'account/:action?', lazy: signedInScreen(() => import('./screens/account/account-screen.tsx')) },
];

export const routes: RouteObject[] = [
  {
    path: '/login',
    loader: loginLoader,
    Component: LoginScreen,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenLoader />,
  },
  // Action-only routes of the sign-in form (SPEC §2).
  {
    path: '/auth/otp',
    loader: toLogin,
    lazy: { action: () => loginActions().then(({ sendOtpAction }) => sendOtpAction) },
  },
  {
    path: '/auth/email',
    loader: toLogin,
    lazy: { action: () => loginActions().then(({ verifyOtpAction }) => verifyOtpAction) },
  },
  {
    path: '/auth/google',
    loader: toLogin,
    lazy: { action: () => googleSignIn().then(({ googleAction }) => googleAction) },
  },
  {
    path: '/auth/google/callback',
    lazy: { loader: () => googleSignIn().then(({ googleCallbackLoader }) => googleCallbackLoader) },
    hydrateFallbackElement: <FullScreenLoader />,
  },
  // The loader always redirects; the loader screen stands in while it runs (and keeps React Router
  // from warning of a route with nothing to render).
  {
    path: '/logout',
    lazy: {
      loader: () => import('./screens/logout/logout-route.ts').then(({ logoutLoader }) => logoutLoader),
    },
    Component: FullScreenLoader,
    hydrateFallbackElement: <FullScreenLoader />,
  },
  {
    id: 'dashboard',
    path: '/',
    loader: requireSession,
    lazy: {
      Component: () =>
        import('./components/layout/dashboard-layout.tsx').then(({ DashboardLayout }) => DashboardLayout),
    },
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenLoader />,
    // The pathless child keeps the sidebar on screen when one screen fails.
    children: [{ errorElement: <RouteErrorScreen />, children: dashboardChildren }],
  },
  {
    path: '/examples/:exampleId',
    lazy: signedInScreen(() => import('./screens/examples/example-screen.tsx')),
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenLoader />,
  },
  {
    path: '/builder/:projectId',
    // The builder's loader checks the session itself, after taking an `authToken` from the link.
    lazy: () =>
      import('./builder/builder-screen.tsx').then(({ default: Component, loader }) => ({
        Component,
        loader,
      })),
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenLoader />,
  },
  { path: '*', Component: NotFoundScreen },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
