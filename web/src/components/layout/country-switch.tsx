// The country switch: each of the nine sites lives on its own host, so switching loads it.
import { site, siteUrl } from '../../lib/site';

export function CountrySwitch({ id = 'country-switch' }: { id?: string }) {
  return (
    <label className="country-switch" htmlFor={id}>
      <span className="visually-hidden">Country</span>
      <select
        id={id}
        value={site.countryCode}
        onChange={(event) => {
          const target = site.sites.find((s) => s.countryCode === event.target.value);
          if (target) window.location.assign(siteUrl(target.domain));
        }}
      >
        {site.sites.map((s) => (
          <option key={s.countryCode} value={s.countryCode}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
