import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '~/features/auth';
import { fieldErrorsOf } from '~/shared/http/api-failure';
import { ImageCropperModal } from '~/shared/ui/image-cropper-modal';
import { ImageUpload } from '~/shared/ui/image-upload';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PersonAvatar } from '~/shared/ui/person-avatar';
import { useRemoveAvatar, useSaveAvatar } from '../api/avatar';
import { SettingsSection } from './settings-section';

/** The avatar: picked (png or jpg, at most 1 MB), framed and turned in the cropper, cut on the server; removable. */
export function AvatarCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const save = useSaveAvatar();
  const remove = useRemoveAvatar();
  const { first_name: firstName, last_name: lastName, avatar_url: url } = user.attributes;
  const refusal = save.isError ? fieldErrorsOf(save.error).image : undefined;

  return (
    <SettingsSection
      id="profile-avatar"
      title={t('profile.avatar.title')}
      description={t('profile.avatar.description')}
    >
      <MutationFailureAlert mutation={save} fallbackTitleKey="profile.avatar.failed" fields={['image']} />
      <MutationFailureAlert mutation={remove} fallbackTitleKey="profile.avatar.failed" />
      <ImageUpload
        preview={<PersonAvatar firstName={firstName} lastName={lastName} url={url} size={72} />}
        label={url ? t('profile.avatar.replace') : t('profile.avatar.upload')}
        removeLabel={t('profile.avatar.remove')}
        error={
          refusal ? t(refusal.key as 'validation__file_invalid', { defaultValue: refusal.title }) : undefined
        }
        canRemove={url !== null}
        removing={remove.isPending}
        disabled={save.isPending}
        onPicked={(image) => {
          save.reset();
          setPicked(image);
        }}
        onRemove={() => remove.mutate(undefined)}
      />
      <ImageCropperModal
        image={picked}
        title={t('profile.avatar.crop_title')}
        round
        saving={save.isPending}
        onCancel={() => setPicked(null)}
        onConfirm={(crop) => {
          if (!picked) return;
          save.mutate({ image: picked, crop }, { onSettled: () => setPicked(null) });
        }}
      />
    </SettingsSection>
  );
}
