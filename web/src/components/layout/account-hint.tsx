/**
 * The seeker's place in the header before the profile dropdown is ready: an initial and the name
 * the older user name cookie (or the server) gives.
 */
export function AccountHint({ name }: { name: string | undefined }) {
  return (
    <span className="signed-in" aria-busy="true">
      <span className="avatar" aria-hidden="true">
        {(name ?? '?').charAt(0)}
      </span>
      <span className="signed-in-name">{name}</span>
    </span>
  );
}
