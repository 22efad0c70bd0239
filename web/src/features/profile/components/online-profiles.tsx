// Online profiles (spec section 3): a name and a web address; one of the accomplishment lists.
import type { Schemas } from '../../../../../openapi/client';
import { EntryForm, ListBlock, WEB_ADDRESS, type Saver } from './accomplishment-lists';

export function OnlineProfiles({
  onlineProfiles,
  saver,
}: {
  onlineProfiles: Schemas['OnlineProfile'][];
  saver: Saver;
}) {
  return (
    <ListBlock
      title="Online profiles"
      addLabel="Add online profile"
      empty="No online profiles added yet."
      items={onlineProfiles.map((o, index) => ({
        key: `${o.name}-${index}`,
        name: `online profile ${o.name}`,
        remove: () =>
          saver.remove({ onlineProfiles: onlineProfiles.filter((_, i) => i !== index) }),
        body: WEB_ADDRESS.test(o.url) ? (
          <a href={o.url} rel="noopener noreferrer nofollow" target="_blank">
            {o.name}
          </a>
        ) : (
          <p>{o.name}</p>
        ),
      }))}
      form={(done) => (
        <EntryForm
          label="Add online profile"
          saver={saver}
          onDone={done}
          fields={[
            { key: 'name', label: 'Profile name', required: true },
            { key: 'url', label: 'Profile address', required: true, url: true },
          ]}
          onSave={(v) =>
            saver.save(
              {
                onlineProfiles: [
                  ...onlineProfiles,
                  { name: (v.name ?? '').trim(), url: (v.url ?? '').trim() },
                ],
              },
              done,
            )
          }
        />
      )}
    />
  );
}
