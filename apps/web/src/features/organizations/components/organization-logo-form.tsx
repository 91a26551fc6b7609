import type { Organization } from '@paygrid/contracts/organizations/organization';
import { useTranslation } from 'react-i18next';
import { CroppedImageUpload } from '~/shared/ui/cropped-image-upload';
import { useRemoveLogo, useSaveLogo } from '../api/organization-settings';
import { OrganizationInitials } from './organization-initials';

/** The logo: the avatar's cropper and storage; shown on the dashboard and in the organisation list. */
export function OrganizationLogoForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const save = useSaveLogo();
  const remove = useRemoveLogo();
  const { name, logo_url: logoUrl } = organization.attributes;
  return (
    <CroppedImageUpload
      preview={<OrganizationInitials name={name} logoUrl={logoUrl} size={72} />}
      hasImage={logoUrl !== null}
      save={save}
      remove={remove}
      labels={{
        upload: t('organization_settings.logo.upload'),
        replace: t('organization_settings.logo.replace'),
        remove: t('organization_settings.logo.remove'),
        cropTitle: t('organization_settings.logo.crop_title'),
        failedKey: 'organization_settings.logo.failed',
      }}
    />
  );
}
