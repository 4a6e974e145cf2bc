import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminGate } from './admin/AdminGate';
import { RemoteApp, RemoteLoading } from './federation/RemoteApp';
import { SiteLayout } from './layout/SiteLayout';

// The shell's own pages load on demand, so '/' does not pay for the login form's code.
const LoginPage = lazy(() => import('./pages/LoginPage'));
const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const TestingUploadPage = lazy(() => import('./pages/TestingUploadPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** Routes of spec §2: login, register, admin and testing stand alone; the rest sit in the site layout. */
export function App() {
  return (
    <Suspense fallback={<RemoteLoading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/testing" element={<TestingUploadPage />} />
        <Route path="/admin/*" element={<AdminGate />} />
        <Route element={<SiteLayout />}>
          <Route index element={<RemoteApp remote="catalog" />} />
          <Route path="items" element={<RemoteApp remote="catalog" />} />
          <Route path="product/:key" element={<RemoteApp remote="catalog" />} />
          <Route path="gallery" element={<RemoteApp remote="gallery" />} />
          <Route path="booking" element={<RemoteApp remote="booking" />} />
          <Route path="bookings" element={<RemoteApp remote="booking" />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
