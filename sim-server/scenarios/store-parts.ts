// The two parts of a scenario the store keeps: its records (its copy-on-write view's own puts and
// deletions) and the upload files only those records name. Dropping the records drops the view,
// durably; the files go once that is durable and nothing else names them (store.onRelease).
import type { Store } from '../store/store';
import type { ScenarioPart } from './scenarios';

export function recordsPart(store: Store): ScenarioPart {
  return {
    names: () => store.viewNames(),
    count: (name) => store.viewUse(name).records,
    bytesOf: (name) => store.viewUse(name).bytes,
    drop: (name) => void store.dropScenario(name),
  };
}

export function filesPart(store: Store): ScenarioPart {
  const own = (name: string) =>
    store
      .ownIds(name, 'uploads')
      .filter((id) => !store.stateOf(null).uploads.some((u) => u.id === id));
  return {
    names: () => [],
    count: (name) => own(name).length,
    // Files are on disk, not in memory; their records count in the records part.
    bytesOf: () => 0,
    drop: () => undefined,
  };
}
