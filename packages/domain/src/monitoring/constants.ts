/**
 * SPEC §9 session monitoring. The trace link window and the interaction cache are the error-reporting SDK's own
 * (a navigation's trace links the previous one for up to an hour; the slowest ~10 interactions are kept): named
 * here so a change of SDK is checked against them. The component-span timeout waits for the page's spans.
 */
export const TRACE_LINK_WINDOW_SECONDS = 3600;
export const INTERACTION_CACHE_SIZE = 10;
export const COMPONENT_SPAN_TIMEOUT_MS = 2000;
/** Changes to the document's head (its title) wait this long, so a burst of renders writes once. */
export const HEAD_UPDATE_DEBOUNCE_MS = 10;

/** §9: behaviour analytics only when a project id is configured and a user is signed in. */
export const loadsBehaviourAnalytics = (projectId: string | null | undefined, signedIn: boolean): boolean =>
  Boolean(projectId) && signedIn;
