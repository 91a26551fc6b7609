/** SPEC §9 session monitoring: the component-span timeout waits for the page's spans. */
export const COMPONENT_SPAN_TIMEOUT_MS = 2000;
/** Changes to the document's head (its title) wait this long, so a burst of renders writes once. */
export const HEAD_UPDATE_DEBOUNCE_MS = 10;

/** §9: behaviour analytics only when a project id is configured and a user is signed in. */
export const loadsBehaviourAnalytics = (projectId: string | null | undefined, signedIn: boolean): boolean =>
  Boolean(projectId) && signedIn;
