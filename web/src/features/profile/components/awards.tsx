// Awards (spec section 3): title, year and a line about it; one of the accomplishment lists.
import type { Schemas } from '../../../../../openapi/client';
import {
  EntryForm,
  ListBlock,
  optionalText,
  optionalYear,
  type Saver,
} from './accomplishment-lists';

export function Awards({ awards, saver }: { awards: Schemas['Award'][]; saver: Saver }) {
  return (
    <ListBlock
      title="Awards"
      anchor="awards"
      addLabel="Add award"
      empty="No awards added yet."
      items={awards.map((a, index) => ({
        key: `${a.title}-${index}`,
        name: `award ${a.title}`,
        remove: () => saver.remove({ awards: awards.filter((_, i) => i !== index) }),
        body: (
          <>
            <p className="profile-entry-title">
              {a.title}
              {a.year ? `, ${a.year}` : ''}
            </p>
            {a.description ? <p>{a.description}</p> : null}
          </>
        ),
      }))}
      form={(done) => (
        <EntryForm
          label="Add award"
          saver={saver}
          onDone={done}
          fields={[
            { key: 'title', label: 'Award title', required: true },
            { key: 'year', label: 'Year', year: true },
            { key: 'description', label: 'About the award' },
          ]}
          onSave={(v) =>
            saver.save(
              {
                awards: [
                  ...awards,
                  {
                    title: (v.title ?? '').trim(),
                    ...optionalYear(v.year),
                    ...optionalText('description', v.description),
                  },
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
