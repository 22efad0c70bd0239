import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { Layout } from '../components/layout/layout';
import { queryClient } from '../lib/api';
import { lazyChunk } from '../lib/lazy-chunk';
import { PageChrome } from './page-chrome';
import { PageSwitch } from './page-switch';
import { PageTracking } from './page-tracking';
import { OldAutoLoginOnEveryPage, SeekerAccount, SeekerEngagement } from './session-parts';

// The app banner belongs on every page (it hides itself where the spec says), in its own chunk;
// page-data.ts starts that chunk as the app starts, so it never waits for the page's first render.
export const AppBanner = lazyChunk<object>(() =>
  import('../features/app-banner/components/app-banner').then((m) => ({ default: m.AppBanner })),
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <PageTracking />
        <PageChrome />
        {/* First, above the header: the banner takes its own room in the page. */}
        <Suspense fallback={null}>
          <AppBanner />
        </Suspense>
        <Layout account={<SeekerAccount />}>
          <SeekerEngagement />
          <PageSwitch />
        </Layout>
        <OldAutoLoginOnEveryPage />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
