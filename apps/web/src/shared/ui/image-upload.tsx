import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { avatarFile } from '@paygrid/domain/validation/file-rule';
import { validate } from '@paygrid/domain/validation/rule';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type ImageUploadProps = {
  /** The current picture (an avatar, a logo). */
  preview: ReactNode;
  label: string;
  removeLabel: string;
  /** A refusal from the server (SPEC §5's words), shown like the browser's own. */
  error?: string | undefined;
  canRemove: boolean;
  removing?: boolean;
  disabled?: boolean;
  /** The picked file passed SPEC §5's checks: here it is as a data URL, for the cropper. */
  onPicked: (image: string) => void;
  onRemove: () => void;
};

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Whether the browser can draw it: a text file renamed .png cannot (the server reads the bytes again). */
const isDrawable = (source: string) =>
  new Promise<boolean>((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0);
    image.onerror = () => resolve(false);
    image.src = source;
  });

/** Pick a png or jpg of at most 1 MB (SPEC §5, §9), refused with its message before anything is sent. */
export function ImageUpload({
  preview,
  label,
  removeLabel,
  error,
  canRemove,
  removing = false,
  disabled = false,
  onPicked,
  onRemove,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | undefined>();
  const pick = async (file: File | null) => {
    if (!file) return;
    const found = validate(file, [avatarFile()]);
    if (found) {
      setRefusal(t(found.key as 'validation__file_invalid'));
      return;
    }
    const image = await readAsDataUrl(file);
    if (!(await isDrawable(image))) {
      setRefusal(t('validation__file_invalid'));
      return;
    }
    setRefusal(undefined);
    onPicked(image);
  };
  const shown = refusal ?? error;

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      {preview}
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg" disabled={disabled}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                {label}
              </Button>
            )}
          </FileButton>
          {canRemove ? (
            <Button variant="subtle" color="red" onClick={onRemove} loading={removing} disabled={disabled}>
              {removeLabel}
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {t('image_upload.hint')}
        </Text>
        {shown ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {shown}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
