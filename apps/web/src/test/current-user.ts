import { defaultPreferences } from '@paygrid/contracts/user/default-preferences';
import { userResourceSchema } from '@paygrid/contracts/user/user';
import { authKeys } from '~/features/auth';

/** The signed-in person in the query cache, as GET /user answered: default preferences, 2FA on or off, passkeys. */
export const currentUserInCache = ({
  twoFactor = false,
  hasPasskeys = false,
}: {
  twoFactor?: boolean;
  hasPasskeys?: boolean;
} = {}) => ({
  key: authKeys.currentUser(),
  schema: userResourceSchema.shape.data,
  data: {
    type: 'user',
    id: '3f9b2c1d-4e5a-4b6c-8d7e-9f0a1b2c3d4e',
    attributes: {
      first_name: 'Olena',
      last_name: 'Koval',
      email: 'olena@paygrid.test',
      avatar_url: null,
      two_factor_enabled: twoFactor,
      has_passkeys: hasPasskeys,
      settings: { preferences: defaultPreferences },
    },
  },
});
