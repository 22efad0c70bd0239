import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/api';
import { Layout } from '../components/layout/layout';
import { PageSwitch } from './page-switch';
import { PageTracking } from './page-tracking';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <PageTracking />
        <Layout>
          <PageSwitch />
        </Layout>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
