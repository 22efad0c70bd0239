// zlib inflation with a ceiling, for zip entries and PDF streams.
import { inflateRawSync, inflateSync } from 'node:zlib';
import { MAX_INFLATED_BYTES } from './limits';

/** Inflates at most MAX_INFLATED_BYTES; undefined when the data is not deflated or is larger. */
export function inflated(data: Buffer, raw: boolean): Buffer | undefined {
  try {
    const options = { maxOutputLength: MAX_INFLATED_BYTES };
    return raw ? inflateRawSync(data, options) : inflateSync(data, options);
  } catch {
    return undefined;
  }
}
