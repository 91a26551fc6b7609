import { useEffect, useState } from 'react';

type CidrRule = (line: string) => boolean;

/**
 * The API's own rule for one allowed address (a bare address is one host), so the form refuses exactly what the
 * API would. It comes with the contracts' schemas, imported as the keys' calls import them (zod stays out of the
 * page's first load, decision 0023): by the time a form opens, the list's answer check has brought them.
 */
export function useCidrRule(): CidrRule | undefined {
  const [rule, setRule] = useState<CidrRule | undefined>(undefined);
  useEffect(() => {
    let mounted = true;
    import('@paygrid/contracts/api-keys/api-key')
      .then(({ updateApiKeyBodySchema }) => {
        const address = updateApiKeyBodySchema.shape.allowed_cidrs.unwrap().element;
        if (mounted) setRule(() => (line: string) => address.safeParse(line).success);
      })
      // Not loaded (offline): the API checks the addresses when the form is sent.
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  return rule;
}
