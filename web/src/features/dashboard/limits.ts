/** How many jobs each of the dashboard's lists shows (ours: the spec gives no number). */
export const DASHBOARD_LIST_LIMIT = 5;
