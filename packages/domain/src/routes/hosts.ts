/** §2/DESIGN: APP_HOST is the entrance host, `{alias}.{APP_HOST}` an organisation's host. */
export type HostInfo = { kind: 'entrance' } | { kind: 'organization'; alias: string } | { kind: 'foreign' };

/** An organisation alias is one DNS label. */
const organizationAliasPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const splitPort = (host: string): { name: string; port: string | undefined } => {
  const match = /^(.*?)(?::(\d+))?$/.exec(host.trim().toLowerCase().replace(/\.$/, ''));
  return { name: match?.[1] ?? '', port: match?.[2] };
};

/** Tells the entrance host from an organisation host; ports are compared only when APP_HOST has one. */
export const hostKindOf = (host: string, appHost: string): HostInfo => {
  const requested = splitPort(host);
  const app = splitPort(appHost);
  if (app.port !== undefined && requested.port !== app.port) return { kind: 'foreign' };
  if (requested.name === app.name) return { kind: 'entrance' };
  const suffix = `.${app.name}`;
  if (!requested.name.endsWith(suffix)) return { kind: 'foreign' };
  const alias = requested.name.slice(0, -suffix.length);
  return organizationAliasPattern.test(alias) ? { kind: 'organization', alias } : { kind: 'foreign' };
};

export type OrganizationUrlInput = {
  /** `https:` or `http:` (a trailing colon is added when missing). */
  protocol: string;
  alias: string;
  appHost: string;
  path?: string;
};

const withColon = (protocol: string): string => (protocol.endsWith(':') ? protocol : `${protocol}:`);

/** §2: current protocol, the alias as a sub-domain of the application host, then the path without its leading slash. */
export const organizationDashboardUrl = ({
  protocol,
  alias,
  appHost,
  path = '/',
}: OrganizationUrlInput): string => `${withColon(protocol)}//${alias}.${appHost}/${path.replace(/^\/+/, '')}`;

/** An absolute URL on the entrance host. */
export const entranceUrl = ({
  protocol,
  appHost,
  path,
}: {
  protocol: string;
  appHost: string;
  path: string;
}): string => `${withColon(protocol)}//${appHost}/${path.replace(/^\/+/, '')}`;
