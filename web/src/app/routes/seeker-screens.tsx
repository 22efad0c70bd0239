// The signed-in seeker's screens, by page kind: each loads as its own chunk. Every seeker page kind
// has its screen here; a path that is none of them gets the not-found page of `seeker.tsx`.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKindName } from '../../../../openapi/vocabulary/page-kind';

export type SeekerScreen = LazyExoticComponent<ComponentType>;

export const SEEKER_SCREENS: Partial<Record<PageKindName, SeekerScreen>> = {
  dashboard: lazy(() => import('./dashboard')),
  APPLY_SUCC: lazy(() => import('../../features/apply/components/applied-success')),
  jobAlert: lazy(() => import('../../features/job-alerts/components/free-job-alert')),
  manageJobAlert: lazy(() => import('./manage-job-alerts')),
  myJobs: lazy(() => import('./my-jobs')),
  profile: lazy(() => import('./profile')),
  settings: lazy(() => import('./settings')),
  subscriptions: lazy(() => import('./subscriptions')),
  profilePerformance: lazy(() => import('./profile-performance')),
  careerServices: lazy(() => import('./career-services')),
  registrationStep: lazy(() => import('./registration-step')),
};
