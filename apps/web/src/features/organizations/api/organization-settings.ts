// Types only: the body schemas carry the catalogues, which stay out of the browser (issue 13).
import type {
  ArchiveOrganizationBody,
  TwoFactorPolicyBody,
  UpdateOrganizationBody,
} from '@paygrid/contracts/organizations/create-organization-body';
import type { ImageUploadBody } from '@paygrid/contracts/user/user';
import type { TwoFactorPolicy } from '@paygrid/domain/organizations/two-factor-policy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { cropImage, type ImageCrop } from '~/shared/images/crop-image';
import { organizationKeys } from './organization-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const createOrganizationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/create-organization'),
  'createOrganizationAnswerSchema',
);

export type OrganizationSettingsValues = NonNullable<UpdateOrganizationBody['data']['attributes']>;

/** PATCH /organization (owner, admin): the settings that changed. */
const updateOrganization = (attributes: OrganizationSettingsValues) =>
  api.patch('/organization', createOrganizationAnswer, {
    body: { data: { type: 'organization', attributes } } satisfies UpdateOrganizationBody,
  });

/** PUT /organization/two-factor-policy (owner). */
const setTwoFactorPolicy = (policy: TwoFactorPolicy) =>
  api.put('/organization/two-factor-policy', createOrganizationAnswer, {
    body: {
      data: { type: 'organization', attributes: { two_factor_policy: policy } },
    } satisfies TwoFactorPolicyBody,
  });

/** POST /organization/archive (owner), with the alias typed again. */
const archiveOrganization = (alias: string) =>
  api.post('/organization/archive', createOrganizationAnswer, {
    body: { data: { type: 'organization', attributes: { alias } } } satisfies ArchiveOrganizationBody,
  });

/** POST /user/organizations/{id}/restore (its owner, from the organisation list). */
export const restoreOrganization = (id: string) =>
  api.post(`/user/organizations/${id}/restore`, createOrganizationAnswer);

/** Cut on the server in the same cropper as the avatar, then saved as the logo (PUT /organization/logo). */
async function saveLogo({ image, crop }: { image: string; crop: ImageCrop }) {
  const body: ImageUploadBody = {
    data: { type: 'logo', attributes: { image: await cropImage(image, crop) } },
  };
  return api.put('/organization/logo', createOrganizationAnswer, { body });
}

/** DELETE /organization/logo: the initials show again. */
const removeLogo = () => api.delete('/organization/logo', createOrganizationAnswer);

/** Every change here is seen at once: the current organisation and the list are read again. */
function useOrganizationChange<T>(mutationFn: (input: T) => ReturnType<typeof restoreOrganization>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}

export const useUpdateOrganization = () => useOrganizationChange(updateOrganization);
export const useSetTwoFactorPolicy = () => useOrganizationChange(setTwoFactorPolicy);
export const useArchiveOrganization = () => useOrganizationChange(archiveOrganization);
export const useRestoreOrganization = () => useOrganizationChange(restoreOrganization);
export const useSaveLogo = () => useOrganizationChange(saveLogo);
export const useRemoveLogo = () => useOrganizationChange(removeLogo);
