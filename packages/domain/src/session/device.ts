/**
 * The browser and the system a User-Agent names, as a person would say them ("Chrome", "macOS"): the sessions list
 * and the security log word a device by them, and a new passkey's suggested name ("Chrome on macOS") too.
 */
export function deviceOf(userAgent: string): { browser?: string; system?: string } {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /(Firefox|FxiOS)\//.test(userAgent)
      ? 'Firefox'
      : /(Chrome|Chromium|CriOS)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : undefined;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /(iPhone|iPad)/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : undefined;
  return { ...(browser ? { browser } : {}), ...(system ? { system } : {}) };
}
