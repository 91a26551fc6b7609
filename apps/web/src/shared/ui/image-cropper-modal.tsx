import { ActionIcon, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';

/** The area chosen, in pixels of the image turned by `rotation` degrees, as POST /system/crop-image takes it. */
type CropChoice = { x: number; y: number; width: number; height: number; rotation: number };

type ImageCropperModalProps = {
  /** The picked image as a data URL; the modal is open while there is one. */
  image: string | null;
  title: string;
  /** 1 for avatars and logos. */
  aspect?: number;
  round?: boolean;
  saving?: boolean;
  onCancel: () => void;
  onConfirm: (choice: CropChoice) => void;
};

/** SPEC §2's image cropper: drag and zoom to frame, turn by a quarter or any angle, then save. */
export function ImageCropperModal({
  image,
  title,
  aspect = 1,
  round = false,
  saving = false,
  onCancel,
  onConfirm,
}: ImageCropperModalProps) {
  const { t } = useTranslation();
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const turn = (by: number) => setRotation((current) => ((((current + by + 180) % 360) + 360) % 360) - 180);

  return (
    <DialogFrame
      opened={image !== null}
      onClose={onCancel}
      title={title}
      closeLabel={t('image_cropper.close')}
      size="lg"
    >
      <Stack gap="md">
        <div
          style={{
            position: 'relative',
            height: 320,
            background: 'var(--mantine-color-dark-7)',
            borderRadius: 8,
          }}
        >
          {image ? (
            <Cropper
              image={image}
              crop={position}
              zoom={zoom}
              rotation={rotation}
              aspect={aspect}
              cropShape={round ? 'round' : 'rect'}
              onCropChange={setPosition}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          ) : null}
        </div>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="image-cropper-zoom">
            {t('image_cropper.zoom')}
          </Text>
          <Slider
            value={zoom}
            onChange={setZoom}
            min={1}
            max={3}
            step={0.05}
            label={null}
            thumbProps={{ 'aria-labelledby': 'image-cropper-zoom' }}
          />
        </Stack>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500} id="image-cropper-rotation">
              {t('image_cropper.rotation', { degrees: rotation })}
            </Text>
            <Group gap="xs">
              <ActionIcon
                variant="default"
                onClick={() => turn(-90)}
                aria-label={t('image_cropper.turn_left')}
              >
                <IconRotate2 size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                onClick={() => turn(90)}
                aria-label={t('image_cropper.turn_right')}
              >
                <IconRotateClockwise2 size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <Slider
            value={rotation}
            onChange={setRotation}
            min={-180}
            max={180}
            step={1}
            label={null}
            thumbProps={{ 'aria-labelledby': 'image-cropper-rotation' }}
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('image_cropper.cancel')}
          </Button>
          <Button loading={saving} disabled={!area} onClick={() => area && onConfirm({ ...area, rotation })}>
            {t('image_cropper.save')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
