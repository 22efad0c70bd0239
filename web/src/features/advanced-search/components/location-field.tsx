// The advanced form's location: a multi-select of the site's cities (spec sections 2, 5), at most
// LOCATION_SELECT_MAX of them ("You've already selected {max} locations."). A typed name that no
// city matches gets 'Please enter a valid location.' on Enter and on Search.
import { LOCATION_SELECT_MAX } from '../../../../../openapi/vocabulary/limits';
import { locationLimitMessage } from '../../../../../openapi/vocabulary/messages';
import { SearchableSelect, type SelectOption } from '../../../components/searchable-select';
import { site } from '../../../lib/site';
import { OTHER_PLACE_NAMES } from '../../../../../fixtures/search-aliases';
import { listOf, type FormPartProps } from '../search-form';

export const CITY_OPTIONS: SelectOption[] = site.cities.map((c) => ({
  id: c.city,
  label: c.city,
  hint: c.state,
  aliases: OTHER_PLACE_NAMES[c.city] ?? [],
}));

interface Props extends FormPartProps {
  error: string | null;
  onTyped: (text: string) => void;
  onUnmatched: () => void;
}

export function LocationField({ form, update, error, onTyped, onUnmatched }: Props) {
  return (
    <SearchableSelect
      label="Location"
      name="locations"
      placeholder="Cities"
      multiple
      max={LOCATION_SELECT_MAX}
      limitMessage={locationLimitMessage}
      options={CITY_OPTIONS}
      selected={listOf(form.location)}
      onChange={(cities) => update({ location: cities.join(', ') })}
      onInputChange={onTyped}
      onUnmatched={onUnmatched}
      error={error}
    />
  );
}
