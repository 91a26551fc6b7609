import type { GridDeclaration } from '../grid-declaration';
import { approvalsGrid } from './approvals-grid';
import { auditLogGrid } from './audit-log-grid';
import { countriesGrid } from './countries-grid';
import { currenciesGrid } from './currencies-grid';
import { membersGrid } from './members-grid';
import { paymentsGrid } from './payments-grid';
import { webhookDeliveriesGrid } from './webhook-deliveries-grid';

/** Every grid declared here, by its grid_code: what a saved view or filter of that grid may hold. */
export const declaredGrids: ReadonlyMap<string, GridDeclaration> = /* @__PURE__ */ new Map(
  [
    approvalsGrid,
    auditLogGrid,
    countriesGrid,
    currenciesGrid,
    membersGrid,
    paymentsGrid,
    webhookDeliveriesGrid,
  ].map((grid) => [grid.code, grid as GridDeclaration]),
);
