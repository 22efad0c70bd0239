// One catch-all route: the page kind comes from the path by the rules of spec section 2, which
// React Router patterns cannot express ("any path containing /job/ or starting with job").
import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import { isResultsPage, pageKindOf } from '../../../openapi/vocabulary/page-kind';
import { ChunkBoundary } from '../components/chunk-boundary';
import { PageLoading } from '../components/page-loading';
import { lazyChunk } from '../lib/lazy-chunk';
// The home page is most visitors' first page: it ships with the entry, saving a round trip.
import HomePage from './routes/home';

export const ResultsPage = lazyChunk(() => import('./routes/results'));
const JobDetailPage = lazyChunk(() => import('./routes/job-detail'));
const AdvancedSearchPage = lazyChunk(() => import('./routes/advanced-search'));
const LoginPage = lazyChunk(() => import('./routes/login'));
const SocialCallbackPage = lazyChunk(() => import('./routes/social-callback'));
const RegistrationPage = lazyChunk(() => import('./routes/registration'));
const NotificationsPage = lazyChunk(() => import('./routes/notifications'));
const SignOutPage = lazyChunk(() => import('./routes/sign-out'));
const CartPage = lazyChunk(() => import('./routes/cart'));
const SeekerPage = lazyChunk(() => import('./routes/seeker'));
const NotFoundPage = lazyChunk(() => import('./routes/not-found'));
const CareerAdvicePage = lazyChunk(() => import('./routes/career-advice'));

export function PageSwitch() {
  const location = useLocation();
  const page = useMemo(
    () => pageKindOf(location.pathname, location.search),
    [location.pathname, location.search],
  );
  return (
    <ChunkBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        {(() => {
          if (isResultsPage(page)) return <ResultsPage page={page} />;
          switch (page.kind) {
            case 'HOME':
              return <HomePage />;
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
            case 'careerAdvice':
              return <CareerAdvicePage slug={page.slug} />;
            case 'Any':
              return <NotFoundPage />;
            default:
              return <SeekerPage page={page} />;
          }
        })()}
      </Suspense>
    </ChunkBoundary>
  );
}
