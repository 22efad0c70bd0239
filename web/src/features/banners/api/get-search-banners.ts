import { $api } from '../../../lib/api';
import { site } from '../../../lib/site';

/** The site's brand banners and its walk-in drives (searchBanners with this page's sub-channel). */
export function useSearchBanners() {
  return $api.useQuery('get', '/middleware/searchBanners', {
    params: { query: { subchannel_id: site.subChannelId, showWalkin: true } },
  });
}
