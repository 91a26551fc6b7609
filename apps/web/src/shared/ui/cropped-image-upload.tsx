import type { ParseKeys } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '~/shared/http/api-failure';
import type { ImageCrop } from '~/shared/images/crop-image';
import { ImageCropperModal } from './image-cropper-modal';
import { ImageUpload } from './image-upload';
import { MutationFailureAlert } from './mutation-failure-alert';

/** What is read of a save or remove call; its answer (a user, an organisation) is the caller's. */
type ImageMutation<Input> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
  mutate: (input: Input, options?: { onSettled?: () => void }) => void;
};

type CroppedImageUploadProps = {
  preview: ReactNode;
  hasImage: boolean;
  save: ImageMutation<{ image: string; crop: ImageCrop }>;
  remove: ImageMutation<undefined>;
  labels: { upload: string; replace: string; remove: string; cropTitle: string; failedKey: ParseKeys };
  round?: boolean;
};

/** An avatar or a logo: picked (png or jpg, at most 1 MB), framed and turned in the cropper, cut on the server. */
export function CroppedImageUpload({
  preview,
  hasImage,
  save,
  remove,
  labels,
  round,
}: CroppedImageUploadProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const refusal = save.isError ? fieldErrorsOf(save.error).image : undefined;
  return (
    <>
      <MutationFailureAlert mutation={save} fallbackTitleKey={labels.failedKey} fields={['image']} />
      <MutationFailureAlert mutation={remove} fallbackTitleKey={labels.failedKey} />
      <ImageUpload
        preview={preview}
        label={hasImage ? labels.replace : labels.upload}
        removeLabel={labels.remove}
        error={
          refusal
            ? t(refusal.key as 'validation__file_invalid', { ...refusal.params, defaultValue: refusal.title })
            : undefined
        }
        canRemove={hasImage}
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
        title={labels.cropTitle}
        round={round}
        saving={save.isPending}
        onCancel={() => setPicked(null)}
        onConfirm={(crop) => {
          if (!picked) return;
          save.mutate({ image: picked, crop }, { onSettled: () => setPicked(null) });
        }}
      />
    </>
  );
}
