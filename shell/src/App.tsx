import { Suspense, lazy, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminGate } from './admin/AdminGate';
import { themedPage } from './federation/antdThemed';
import { RemoteApp, RemoteLoading } from './federation/RemoteApp';
import { remoteRoutes } from './federation/remoteRoutes';
import type { RemoteRoute } from './federation/remoteRoutes';
import { UnmatchedPath } from './federation/UnmatchedPath';
import { useRemotes } from './federation/useRemotes';
import { SiteLayout } from './layout/SiteLayout';
import { useDocumentTitle } from './layout/useDocumentTitle';

// The shell's own pages load on demand, so '/' does not pay for the login form's code. The public
// ones are drawn with plain controls (pages/controls); only the signed-in account page uses antd,
// so it alone comes with antd's themed ConfigProvider (fetched in parallel with the page).
const LoginPage = lazy(() => import('./pages/LoginPage'));
const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const AccountPage = lazy(themedPage(() => import('./pages/AccountPage')));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));
const TestingUploadPage = lazy(() => import('./pages/TestingUploadPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

function remoteRoute({ path, remote, adminOnly }: RemoteRoute) {
  const element = adminOnly ? <AdminGate remote={remote} /> : <RemoteApp remote={remote} />;
  return <Route key={path} path={path} element={element} />;
}

/**
 * Routes of spec §2. The shell's own: login, register, testing and the account links' pages
 * (forgot password, reset, verify e-mail) stand alone; about, contact and
 * 'Error Not Found' sit in the site layout. Every other path is a remote's, as it registered it
 * (its layout 'site' inside the nav bar layout, 'full' on its own, like the admin area).
 */
export function App() {
  useDocumentTitle();
  const remotes = useRemotes();
  const routes = useMemo(() => remoteRoutes(remotes), [remotes]);
  return (
    <Suspense fallback={<RemoteLoading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/testing" element={<TestingUploadPage />} />
        {routes.filter((route) => route.layout === 'full').map(remoteRoute)}
        <Route element={<SiteLayout />}>
          {routes.filter((route) => route.layout === 'site').map(remoteRoute)}
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="*" element={<UnmatchedPath remotes={remotes} notFound={<NotFoundPage />} />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
