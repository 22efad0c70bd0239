// uploadAvatar (POST /middleware/upload-avatar): upload the profile photo.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { checkAvatar, storeAvatar } from '../domain/uploads';

export const uploadAvatar = defineOperation(
  'uploadAvatar',
  async ({ files, account, site, now }, { uploads }: Deps<'uploads'>) => {
    const upload = checkAvatar(files.find((f) => f.fieldname === 'file'));
    return ok({ avatarPath: await storeAvatar(uploads, account, site, upload, now) });
  },
);
