// Projects, certifications, online profiles and awards (spec section 3): the four accomplishment
// lists, one file each (projects.tsx, certifications.tsx, online-profiles.tsx, awards.tsx) over
// their shared parts (accomplishment-lists.tsx). The three short lists share one save call, so a
// failed Remove shows in the form that is open.
import type { Schemas } from '../../../../../openapi/client';
import { useSaver } from './accomplishment-lists';
import { Awards } from './awards';
import { Certifications } from './certifications';
import { OnlineProfiles } from './online-profiles';
import { Projects } from './projects';

export function AccomplishmentsSections({ profile }: { profile: Schemas['ProfileSections'] }) {
  const saver = useSaver();
  return (
    <>
      <Projects projects={profile.projects ?? []} saver={saver} />
      <Certifications certifications={profile.certifications ?? []} saver={saver} />
      <OnlineProfiles onlineProfiles={profile.onlineProfiles ?? []} saver={saver} />
      <Awards awards={profile.awards ?? []} saver={saver} />
    </>
  );
}
