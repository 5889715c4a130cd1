import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { jobCgroup, removeStaleGroups } from "../../../scripts/job-cgroup.mjs";

// `pnpm test` (scripts/test.mjs) runs each job in a cgroup of its own where it can make one, so that the job's
// CPU counts the processes it started and did not wait for (a browser test's Chromium), which the CPU of its
// reaped children misses.
const dir = mkdtempSync(join(tmpdir(), "gridsmith-job-cgroup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a job's cgroup (scripts/job-cgroup.mjs)", () => {
  it("runs the job's command as given, and counts the CPU of a process the job left running", async () => {
    const done = join(dir, "done");
    // A fixed amount of work (not a time), then the process's own CPU seconds, written whole (a rename).
    const work = `let x = 0; for (let i = 0; i < 1e8; i++) x += i % 7;
      const u = process.cpuUsage(); const fs = require("node:fs");
      fs.writeFileSync(process.argv[1] + ".part", String((u.user + u.system) / 1e6 + x * 0));
      fs.renameSync(process.argv[1] + ".part", process.argv[1]);`;
    // The job starts the worker without waiting for it, prints its second argument and exits 3.
    const command: [string, string[]] = [
      "sh",
      ["-c", 'node -e "$1" "$2" & echo "$3"; exit 3', "sh", work, done, "two  words"],
    ];
    const group = jobCgroup();
    const [cmd, args] = group ? group.wrap(...command) : command;
    const run = spawnSync(cmd, args, { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(3);
    expect(run.stdout).toBe("two  words\n");
    while (!existsSync(done)) await new Promise((resolve) => setTimeout(resolve, 50));
    const workerCpu = Number(readFileSync(done, "utf8"));
    expect(workerCpu).toBeGreaterThan(0);
    if (group) {
      // The group holds the worker's CPU, though nothing reaped it through the job.
      expect(group.cpu()).toBeGreaterThanOrEqual(workerCpu);
      group.remove();
    } else {
      // No group here (not Linux, or not allowed to make one): the scheduler takes the reaped CPU.
      expect(jobCgroup()).toBeNull();
    }
  });

  it("deletes the groups a killed run left behind, and no group of a process still running", () => {
    // A plain folder stands in for the cgroup hierarchy: the sweep reads names and rmdirs, as it does there.
    const root = mkdtempSync(join(dir, "groups-"));
    // Above Linux's largest pid (2^22; macOS stops at 99,999): no process has it, now or later.
    const gone = 2 ** 22 + 1;
    const names = [
      `gridsmith-test-${gone}-1`,
      `gridsmith-test-${gone}-2`,
      `gridsmith-test-${process.pid}-1`,
      `gridsmith-test-${process.ppid}-3`,
      "someone-else-1",
    ];
    for (const name of names) mkdirSync(join(root, name));
    // A group still holding something (a process, in a real hierarchy) is not empty: it stays.
    mkdirSync(join(root, `gridsmith-test-${gone}-4`, "inside"), { recursive: true });
    expect(removeStaleGroups(root).sort()).toEqual([`gridsmith-test-${gone}-1`, `gridsmith-test-${gone}-2`]);
    expect(readdirSync(root).sort()).toEqual(
      [
        `gridsmith-test-${gone}-4`,
        `gridsmith-test-${process.pid}-1`,
        `gridsmith-test-${process.ppid}-3`,
        "someone-else-1",
      ].sort(),
    );
    expect(removeStaleGroups(join(root, "missing"))).toEqual([]);
  });
});
