import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { Member } from '@paygrid/contracts/organizations/members';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { memberName } from '../state/member-name';

type TransferOwnershipModalProps = {
  opened: boolean;
  candidates: ReadonlyArray<Member>;
  onClose: () => void;
  onTransfer: (member: Member) => void;
  loading: boolean;
};

/** The owner picks the one member who takes over; nothing happens until they confirm. */
export function TransferOwnershipModal({
  opened,
  candidates,
  onClose,
  onTransfer,
  loading,
}: TransferOwnershipModalProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const member = candidates.find((candidate) => candidate.id === chosen);
  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      title={t('members.transfer_title')}
      closeLabel={t('members.cancel')}
    >
      <Stack gap="md">
        <Text size="sm">{t('members.transfer_message')}</Text>
        <Select
          label={t('members.transfer_to')}
          data={candidates.map((candidate) => ({
            value: candidate.id,
            label: `${memberName(candidate)} · ${candidate.attributes.email}`,
          }))}
          value={chosen}
          onChange={setChosen}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('members.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!member}
            loading={loading}
            onClick={() => member && onTransfer(member)}
          >
            {t('members.transfer_submit')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
