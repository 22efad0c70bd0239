// searchBanners (GET /middleware/searchBanners): brand and walk-in banners for the home and results pages.
import { defineOperation, ok } from '../api/operation';
import { bannersFor } from '../domain/search-results';

export const searchBanners = defineOperation('searchBanners', ({ site, query }) =>
  ok({
    brandMaximizer: bannersFor(site.banners.brandMaximizer, query.keywords),
    brandBooster: bannersFor(site.banners.brandBooster, query.keywords),
    walkinBanners: query.showWalkin ? bannersFor(site.banners.walkinBanners, query.keywords) : [],
  }),
);
