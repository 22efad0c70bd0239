import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Layout } from '../components/layout/layout';
import { AppBanner } from '../features/app-banner/components/app-banner';
import { queryClient } from '../lib/api';
import { PageChrome } from './page-chrome';
import { PageSwitch } from './page-switch';
import { PageTracking } from './page-tracking';
import { OldAutoLoginOnEveryPage, SeekerAccount, SeekerEngagement } from './session-parts';

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
        {/* On every page (it hides itself where the spec says), so it ships with the app: as a
            chunk of its own it was asked for on every page anyway, one request later, and on a
            results page that request was the last thing before the results showed. */}
        <AppBanner />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
