// The profile photo (designed upload-avatar): a JPEG or PNG up to the simulator's 2 MB, checked
// before it is sent; the header and the profile show the new photo as soon as it is stored.
import { useId, useState, type ChangeEvent } from 'react';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
} from '../../../../../openapi/vocabulary/profile-messages';
import { Icon } from '../../../components/icon';
import { useUploadAvatar } from '../api/upload-avatar';
import { failureText } from '../../../lib/call-failure';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const IMAGE_EXTENSION = /\.(jpe?g|png)$/i;

export function AvatarUpload({
  avatarPath,
  name,
}: {
  avatarPath: string | null | undefined;
  name: string;
}) {
  const inputId = useId();
  const [problem, setProblem] = useState<string>();
  const upload = useUploadAvatar();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused =
      !IMAGE_TYPES.includes(file.type) || !IMAGE_EXTENSION.test(file.name)
        ? AVATAR_MESSAGES.type
        : file.size > AVATAR_MAX_BYTES
          ? AVATAR_MESSAGES.size
          : undefined;
    setProblem(refused);
    if (!refused) upload.mutate(file);
  };
  const error = problem ?? (upload.isError ? failureText(upload.error) : undefined);

  return (
    <div className="profile-avatar">
      {avatarPath ? (
        <img
          className="profile-avatar-image"
          src={avatarPath}
          alt={`Photo of ${name}`}
          width={96}
          height={96}
        />
      ) : (
        <span className="profile-avatar-image profile-avatar-empty" aria-hidden="true">
          <Icon name="user" size={48} />
        </span>
      )}
      <label htmlFor={inputId} className="link-button file-button">
        {upload.isPending ? 'Uploading…' : avatarPath ? 'Change photo' : 'Upload photo'}
      </label>
      <input
        id={inputId}
        className="file-input"
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        onChange={onChange}
        disabled={upload.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      {error ? (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {upload.isSuccess && !error ? (
        <p className="notice-success">{AVATAR_MESSAGES.uploaded}</p>
      ) : null}
    </div>
  );
}
