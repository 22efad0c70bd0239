// Certifications (spec section 3): name, issuer and year; one of the accomplishment lists.
import type { Schemas } from '../../../../../openapi/client';
import {
  EntryForm,
  ListBlock,
  optionalText,
  optionalYear,
  type Saver,
} from './accomplishment-lists';

export function Certifications({
  certifications,
  saver,
}: {
  certifications: Schemas['Certification'][];
  saver: Saver;
}) {
  return (
    <ListBlock
      title="Certifications"
      anchor="certifications"
      addLabel="Add certification"
      empty="No certifications added yet."
      items={certifications.map((c, index) => ({
        key: `${c.name}-${index}`,
        name: `certification ${c.name}`,
        remove: () =>
          saver.remove({ certifications: certifications.filter((_, i) => i !== index) }),
        body: (
          <p>
            <span className="profile-entry-title">{c.name}</span>
            {[c.issuer, c.year].filter(Boolean).length > 0
              ? ` — ${[c.issuer, c.year].filter(Boolean).join(', ')}`
              : ''}
          </p>
        ),
      }))}
      form={(done) => (
        <EntryForm
          label="Add certification"
          saver={saver}
          onDone={done}
          fields={[
            { key: 'name', label: 'Certification name', required: true },
            { key: 'issuer', label: 'Issued by' },
            { key: 'year', label: 'Year', year: true },
          ]}
          onSave={(v) =>
            saver.save(
              {
                certifications: [
                  ...certifications,
                  {
                    name: (v.name ?? '').trim(),
                    ...optionalText('issuer', v.issuer),
                    ...optionalYear(v.year),
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
