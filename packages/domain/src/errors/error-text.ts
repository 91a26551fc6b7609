/** §8: an alert's message is the detail array joined with periods, or the single detail. */
export const alertMessageFromDetail = (detail: string | ReadonlyArray<string>): string => {
  if (typeof detail === 'string') return detail;
  return detail
    .map((part) => part.trim().replace(/\.+$/, ''))
    .filter((part) => part !== '')
    .map((part) => `${part}.`)
    .join(' ');
};
