import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPageData } from './app/page-data';
import { rememberVisitSource } from './lib/visit-source';
import { inOwnTask } from './lib/own-task';
import { warmIntlOffThread } from './lib/warm-intl';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  // The landing URL's campaign and special listing are kept as the page loads, not once the first
  // render (now a transition) has run its effects: the first events and job links carry them.
  rememberVisitSource(window.location.search);
  void startPageData(window.location.pathname, window.location.search).then(() =>
    // As a transition, the first render runs in slices the browser can interrupt, not one long
    // task that holds off the visitor's first tap.
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
  // A task later: the page's own call and chunks go out first.
  inOwnTask(warmIntlOffThread);
}
