// Work a page does beside what the seeker sees (analytics, other parties' scripts, warm-ups) runs
// in a task of its own after the one that asks: a render's effects that also sent the page view
// and added the ad script made one long task, which holds off a tap (Lighthouse's total blocking
// time counts each task past 50 ms).

/** Runs `work` in a task of its own, after the current one. */
export function inOwnTask(work: () => void): void {
  setTimeout(work, 0);
}
