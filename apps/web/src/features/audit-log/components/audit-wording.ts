import {
  AUDIT_RESOURCE_LABELS,
  type AuditResourceType,
  auditActionLabel,
} from '@paygrid/domain/audit/actions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '~/shared/i18n/locales';

export type AuditWording = {
  /** An action's words from the declared list (packages/domain); a retired name as it is. */
  action: (action: string) => string;
  resourceType: (type: AuditResourceType) => string;
};

/** The audit log's own words (actions, kinds of resource) in the reader's interface language, en or uk. */
export function useAuditWording(): AuditWording {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return useMemo(
    () => ({
      action: (action) => auditActionLabel(action, locale),
      resourceType: (type) => AUDIT_RESOURCE_LABELS[type][locale],
    }),
    [locale],
  );
}

/**
 * A value of a change or a detail as text: a string as it is, nothing (null) as an em dash, a list or an object as
 * compact JSON, so every value reads on one line and none is lost.
 */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? String(value);
}
