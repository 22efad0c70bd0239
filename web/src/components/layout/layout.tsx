import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { ToastHost } from '../toast';
import { NotificationBarHost } from '../notification-bar';

/** `account` is the signed-in seeker's part of the header, handed in by the app. */
export function Layout({ children, account }: { children: ReactNode; account?: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header account={account} />
      <NotificationBarHost />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ToastHost />
    </>
  );
}
