/** A job's control group (scripts/job-cgroup.mjs). */
export interface JobCgroup {
  /** The command line that moves itself into the group, then runs `cmd args`. */
  wrap(cmd: string, args: string[]): [string, string[]];
  /** The group's CPU seconds so far; null when it cannot be read or holds none. */
  cpu(): number | null;
  /** Deletes the group, any process still in it moved out first. */
  remove(): void;
}

/** A new group for one job, or null where none can be made. */
export function jobCgroup(): JobCgroup | null;

/** Deletes the empty `gridsmith-test-PID-N` groups under `dir` whose process is gone; the names deleted. */
export function removeStaleGroups(dir: string): string[];
