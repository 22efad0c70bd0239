import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { Layout } from '../components/layout/layout';
import { queryClient } from '../lib/api';
import { PageChrome } from './page-chrome';
import { PageSwitch } from './page-switch';
import { PageTracking } from './page-tracking';
import { OldAutoLoginOnEveryPage, SeekerAccount, SeekerEngagement } from './session-parts';

// The app banner belongs on every page (it hides itself where the spec says); it loads after the page.
const AppBanner = lazy(() =>
  import('../features/app-banner/components/app-banner').then((m) => ({ default: m.AppBanner })),
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <PageTracking />
        <PageChrome />
        <Layout account={<SeekerAccount />}>
          <SeekerEngagement />
          <PageSwitch />
        </Layout>
        <OldAutoLoginOnEveryPage />
        <Suspense fallback={null}>
          <AppBanner />
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
