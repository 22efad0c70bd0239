// cmsPolls (GET /middleware/cms/polls): the site's open CMS polls.
import { defineOperation, ok } from '../api/operation';
import { sitePolls } from '../domain/site-info';

export const cmsPolls = defineOperation('cmsPolls', ({ site, now }) =>
  ok({ polls: sitePolls(site, now) }),
);
