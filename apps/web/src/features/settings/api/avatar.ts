import type { ImageUploadBody } from '@paygrid/contracts/user/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys, type CurrentUser } from '~/features/auth';
import { api, lazyAnswer } from '~/shared/http';
import { cropImage, type ImageCrop } from '~/shared/images/crop-image';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const userResourceAnswer = lazyAnswer(() => import('@paygrid/contracts/user/user'), 'userResourceSchema');

/** Cut on the server, then saved as the avatar (PUT /user/avatar): the answer is the user with its new URL. */
async function saveAvatar({ image, crop }: { image: string; crop: ImageCrop }) {
  const cut = await cropImage(image, crop);
  const body: ImageUploadBody = { data: { type: 'avatar', attributes: { image: cut } } };
  return api.put('/user/avatar', userResourceAnswer, { body });
}

export const removeAvatar = () => api.delete('/user/avatar', userResourceAnswer);

function useUserAnswer<T>(mutationFn: (input: T) => ReturnType<typeof removeAvatar>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => queryClient.setQueryData<CurrentUser | null>(authKeys.currentUser(), answer.data),
  });
}

export const useSaveAvatar = () => useUserAnswer(saveAvatar);
export const useRemoveAvatar = () => useUserAnswer(removeAvatar);
