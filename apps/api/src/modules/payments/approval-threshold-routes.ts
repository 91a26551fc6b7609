import {
  apiErrorSchema,
  approvalThresholdListSchema,
  setApprovalThresholdsBodySchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/route-access';
import type { AuditLog } from '../audit/audit-log';
import { askerOf, type ReauthenticationDeps, reauthenticate } from '../auth/reauthentication';
import { listApprovalThresholds, setApprovalThresholds } from './approval-thresholds';

const tags = ['payments'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/**
 * The organisation's approval amounts (issue 38): every member reads them (a member's request says whether it waits
 * for approval); owners set them, proving it is them, as for any change to who may move the money.
 */
export function approvalThresholdRoutes(
  app: FastifyInstance,
  deps: ReauthenticationDeps & { audit: AuditLog },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  typed.get(
    '/organization/approval-thresholds',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'The amounts per currency above which an operation needs a second person’s approval',
        description: 'A currency not listed needs no approval. Both modes follow the same amounts.',
        response: { 200: approvalThresholdListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listApprovalThresholds(db, organizationOf(request).organization.id) }),
  );

  typed.put(
    '/organization/approval-thresholds',
    {
      config: { access: { organization: 'set-approval-thresholds' } },
      schema: {
        tags,
        summary: 'Set the approval amounts: the list replaces the one before',
        description:
          'Owners only. Minor units of each currency, one entry per currency of the catalogue (422 duplicate_currency, unknown_currency). Needs the password, and where 2FA is on a current code or an unused recovery code.',
        body: setApprovalThresholdsBodySchema,
        response: { 200: approvalThresholdListSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { password, code, passkey, thresholds } = request.body;
      const user = await reauthenticate(deps, askerOf(request), { password, code, passkey });
      const { organization } = organizationOf(request);
      const data = await setApprovalThresholds(
        db,
        {
          organizationId: organization.id,
          organizationName: organization.name,
          userId: user.id,
          trail: deps.audit.trailOf(request),
        },
        thresholds,
      );
      return { data };
    },
  );
}
