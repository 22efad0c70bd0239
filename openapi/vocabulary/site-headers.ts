// The headers that say which country site a call is for (spec section 1: each site takes its
// country code and site context from the page's site properties). The typed client sends them on
// every call; the simulator, the validating proxy, the contract runner and the benchmarks read or
// send the same names.
export const SITE_HEADER = {
  country: 'X-Source-Country',
  siteContext: 'X-Source-Site-Context',
  language: 'X-Language-Code',
} as const;
