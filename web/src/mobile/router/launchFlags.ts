import { isInMessagingApp } from './mobileRoutes.ts';

/** Whether the student pages were opened inside the messaging app (its own bar has a back button). */
export const launchedInMessagingApp = isInMessagingApp(window.location.search);
