import { loadsBehaviourAnalytics } from '@paygrid/domain/monitoring/constants';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '~/features/auth';
import { tabSessionId, useEnvironment } from '~/shared/http';
import { identifyVisitor, loadBehaviourAnalytics } from '~/shared/monitoring/behaviour-analytics';

/**
 * SPEC §9 session monitoring: with CLARITY_PROJECT_ID set and someone signed in, the Clarity tag is loaded and
 * the user identified at each route navigation; a visitor, or a deployment without the id, loads nothing.
 */
export function useBehaviourAnalytics(): void {
  const { pathname } = useLocation();
  const { data: environment } = useEnvironment();
  const { data: user } = useCurrentUser();
  const projectId = environment?.CLARITY_PROJECT_ID;
  const scriptUrl = environment?.CLARITY_SCRIPT_URL;
  const userId = user?.id;

  useEffect(() => {
    if (!projectId || !scriptUrl || !userId || !loadsBehaviourAnalytics(projectId, true)) return;
    loadBehaviourAnalytics(scriptUrl, projectId);
    identifyVisitor(userId, tabSessionId(), pathname);
  }, [projectId, scriptUrl, userId, pathname]);
}
