// One catch-all route: the page kind comes from the path by the rules of spec section 2, which
// React Router patterns cannot express ("any path containing /job/ or starting with job").
import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import { pageKindOf } from '../../../openapi/vocabulary/page-kind';
import { PageLoading } from '../components/page-loading';
// The home page is most visitors' first page: it ships with the entry, saving a round trip.
import HomePage from './routes/home';

const ResultsPage = lazy(() => import('./routes/results'));
const JobDetailPage = lazy(() => import('./routes/job-detail'));
const AdvancedSearchPage = lazy(() => import('./routes/advanced-search'));
const LoginPage = lazy(() => import('./routes/login'));
const SocialCallbackPage = lazy(() => import('./routes/social-callback'));
const RegistrationPage = lazy(() => import('./routes/registration'));
const NotificationsPage = lazy(() => import('./routes/notifications'));
const SignOutPage = lazy(() => import('./routes/sign-out'));
const CartPage = lazy(() => import('./routes/cart'));
const SeekerPage = lazy(() => import('./routes/seeker'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

export function PageSwitch() {
  const location = useLocation();
  const page = useMemo(
    () => pageKindOf(location.pathname, location.search),
    [location.pathname, location.search],
  );
  return (
    <Suspense fallback={<PageLoading />}>
      {(() => {
        switch (page.kind) {
          case 'HOME':
            return <HomePage />;
          case 'SRP':
          case 'walkinSRP':
          case 'companySRP':
          case 'listing':
          case 'seoJobType':
            return <ResultsPage page={page} />;
          case 'JD':
            return <JobDetailPage jobId={page.jobId} />;
          case 'advancedSearch':
            return <AdvancedSearchPage />;
          case 'login':
            return <LoginPage />;
          case 'socialCallback':
            return <SocialCallbackPage />;
          case 'registration':
            return <RegistrationPage />;
          case 'notifications':
            return <NotificationsPage />;
          case 'signOut':
            return <SignOutPage />;
          case 'cart':
            return <CartPage />;
          case 'Any':
            return <NotFoundPage />;
          default:
            return <SeekerPage page={page} />;
        }
      })()}
    </Suspense>
  );
}
