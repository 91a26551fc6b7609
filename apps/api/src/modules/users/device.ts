import { deviceOf } from '@paygrid/domain';
/** A short, readable device name from a User-Agent: "Chrome on Linux". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser = /curl\//.test(userAgent) ? 'curl' : 'Browser', system } = deviceOf(userAgent);
  return system ? `${browser} on ${system}` : browser;
}
