import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '~/features/auth';
import { CroppedImageUpload } from '~/shared/ui/cropped-image-upload';
import { PersonAvatar } from '~/shared/ui/person-avatar';
import { useRemoveAvatar, useSaveAvatar } from '../api/avatar';
import { SettingsSection } from './settings-section';

/** The avatar: picked (png or jpg, at most 1 MB), framed and turned in the cropper, cut on the server; removable. */
export function AvatarCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const save = useSaveAvatar();
  const remove = useRemoveAvatar();
  const { first_name: firstName, last_name: lastName, avatar_url: url } = user.attributes;

  return (
    <SettingsSection
      id="profile-avatar"
      title={t('profile.avatar.title')}
      description={t('profile.avatar.description')}
    >
      <CroppedImageUpload
        preview={<PersonAvatar firstName={firstName} lastName={lastName} url={url} size={72} />}
        hasImage={url !== null}
        save={save}
        remove={remove}
        round
        labels={{
          upload: t('profile.avatar.upload'),
          replace: t('profile.avatar.replace'),
          remove: t('profile.avatar.remove'),
          cropTitle: t('profile.avatar.crop_title'),
          failedKey: 'profile.avatar.failed',
        }}
      />
    </SettingsSection>
  );
}
