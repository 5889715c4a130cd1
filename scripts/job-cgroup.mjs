// A control group of its own for each job of `pnpm test` (scripts/test.mjs), where the machine lets this
// process make one (Linux, as root or with a delegated cgroup: a CI container, say), so that a job's CPU
// counts every process it started. The CPU of the children a job's process reaped misses whatever is not
// reaped through that tree: a browser test's Chromium renderers, zygote and GPU process are, in good part
// (a11y.e2e.ts alone: 65 CPU-s in its cgroup, 14 by its reaped children; tooling/bench/RESULTS.md, ci21).
// Elsewhere nothing changes: the jobs run as before and their CPU is their reaped children's.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Where this process can make groups, and how a group's CPU is read: cgroup v1's cpuacct hierarchy
 * (`cpuacct.usage`, nanoseconds), or under cgroup v2 this process's own group (`cpu.stat`'s `usage_usec`,
 * which every group has whether or not the cpu controller is on). Null when neither can be written.
 */
function findBase() {
  const v1 = "/sys/fs/cgroup/cpuacct";
  if (existsSync(join(v1, "cpuacct.usage")))
    return { dir: v1, read: (dir) => readNumber(dir, "cpuacct.usage") / 1e9 };
  if (existsSync("/sys/fs/cgroup/cgroup.controllers")) {
    const own = readFileSync("/proc/self/cgroup", "utf8").match(/^0::(\/.*)$/m)?.[1];
    if (own) {
      const dir = join("/sys/fs/cgroup", own);
      return {
        dir,
        read: (group) =>
          Number(readFileSync(join(group, "cpu.stat"), "utf8").match(/^usage_usec (\d+)$/m)?.[1]) / 1e6,
      };
    }
  }
  return null;
}

function readNumber(dir, file) {
  return Number(readFileSync(join(dir, file), "utf8").trim());
}

let base;
let made = 0;
/** Groups a job's end could not delete yet. */
const left = [];

// Every job has ended by the time this process exits, so a group left then is empty or about to be: a few
// tries a few tens of milliseconds apart, so that no run leaves a group behind on the machine.
process.on("exit", () => {
  for (let attempt = 0; left.length > 0 && attempt < 20; attempt++) {
    if (attempt > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    for (let k = left.length - 1; k >= 0; k--) {
      try {
        rmdirSync(left[k]);
        left.splice(k, 1);
      } catch {
        // not empty yet
      }
    }
  }
});

/**
 * Deletes the empty groups under `dir` that runs whose process is gone left behind (a run killed outright
 * cannot delete its own): `gridsmith-test-PID-N` where no process PID exists. A group still holding a
 * process is not empty and stays (rmdir refuses it). Returns the names deleted.
 */
export function removeStaleGroups(dir) {
  const removed = [];
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    const pid = Number(name.match(/^gridsmith-test-(\d+)-\d+$/)?.[1]);
    if (!pid || pid === process.pid || alive(pid)) continue;
    try {
      rmdirSync(join(dir, name));
      removed.push(name);
    } catch {
      // not empty, or not ours to delete
    }
  }
  return removed;
}

/** Whether a process `pid` exists (EPERM: it does, someone else's). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === "EPERM";
  }
}

/**
 * A new group for one job, or null when none can be made. `wrap(cmd, args)` gives the command line that
 * moves itself into the group and then runs `cmd args` (a shell's `exec`, so every process the job starts is
 * in the group from its first instruction; if the move is refused, the job runs all the same, outside it);
 * `cpu()` is the group's CPU seconds so far; `remove()` deletes the group, a process still in it moved out
 * first.
 */
export function jobCgroup() {
  if (process.platform !== "linux" || process.env.GRIDSMITH_JOB_CGROUPS === "0") return null;
  if (base === undefined) {
    base = findBase();
    if (base) removeStaleGroups(base.dir);
  }
  if (!base) return null;
  const dir = join(base.dir, `gridsmith-test-${process.pid}-${++made}`);
  try {
    mkdirSync(dir);
  } catch {
    base = null; // not writable here: no group for any job
    return null;
  }
  const { read, dir: parentDir } = base;
  return {
    wrap: (cmd, args) => [
      "sh",
      ["-c", '{ echo $$ > "$0"; } 2>/dev/null; exec "$@"', join(dir, "cgroup.procs"), cmd, ...args],
    ],
    // Null when the group cannot be read, or holds no CPU: the job did not get into it.
    cpu: () => {
      try {
        return read(dir) || null;
      } catch {
        return null;
      }
    },
    // A process still in the group (one exiting as the job ends, or left running) goes back to the group
    // this process is in, so that the job's group can be deleted now and not left behind.
    remove: () => {
      try {
        for (const pid of readFileSync(join(dir, "cgroup.procs"), "utf8").split("\n").filter(Boolean))
          writeFileSync(join(parentDir, "cgroup.procs"), pid);
      } catch {
        // gone meanwhile, or not allowed: rmdir says which
      }
      try {
        rmdirSync(dir);
      } catch {
        // still not empty (a process the kernel has not yet let go): tried again as this process exits
        left.push(dir);
      }
    },
  };
}
