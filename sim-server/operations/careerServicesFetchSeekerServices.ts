// careerServicesFetchSeekerServices (GET /middleware/career-services/fetchSeekerServices): the career services the seeker bought.
import { defineOperation, ok } from '../api/operation';
import { seekerServices } from '../domain/career-services';

export const careerServicesFetchSeekerServices = defineOperation(
  'careerServicesFetchSeekerServices',
  ({ account, now }) => ok({ services: seekerServices(account, now) }),
);
