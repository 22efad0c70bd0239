// A page view for every page the seeker lands on, with the page kind's tracking code and the
// visit's campaign.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageKindOf, trackingCode } from '../../../openapi/vocabulary/page-kind';
import { track } from '../api/publish-events';
import { trackHomeLoad } from '../api/publish-penguin-events';
import { inOwnTask } from '../lib/own-task';
import { visitorId } from '../lib/tracking';
import { rememberVisitSource } from '../lib/visit-source';

export function PageTracking() {
  const location = useLocation();
  useEffect(() => {
    // Sent for every page, even one left before the task runs: not cancelled on cleanup.
    inOwnTask(() => {
      visitorId();
      rememberVisitSource(location.search);
      const page = pageKindOf(location.pathname, location.search);
      void track('page_view', trackingCode(page), location.search.replace(/^\?/, ''));
      if (page.kind === 'HOME') void trackHomeLoad();
    });
  }, [location.pathname, location.search]);
  return null;
}
