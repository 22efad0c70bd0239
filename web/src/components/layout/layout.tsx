import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { ToastHost } from '../toast';
import { NotificationBarHost } from '../notification-bar';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <NotificationBarHost />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ToastHost />
    </>
  );
}
