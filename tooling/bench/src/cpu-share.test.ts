import { describe, expect, it } from "vitest";
import { cpuSample, cpuShare, parseCpuSample } from "./cpu-share.ts";

// user nice system idle iowait irq softirq steal guest guest_nice
const procStat = (user: number, idle: number, steal = 0) =>
  `cpu  ${user} 0 0 ${idle} 0 0 0 ${steal} 0 0\ncpu0 1 0 0 1 0 0 0 0 0 0\n`;
// Fields 14-17 (utime stime cutime cstime) are the 12th-15th after the parenthesis.
const selfStat = (utime: number, cutime: number) =>
  `42 (node (x) y) S 1 1 1 0 -1 0 0 0 0 0 ${utime} 0 ${cutime} 0 20 0 1 0 5 6 7`;

describe("cpu share", () => {
  it("reads the machine's and this process's ticks", () => {
    expect(parseCpuSample(procStat(100, 50, 5), selfStat(7, 30))).toEqual({
      busy: 105,
      total: 155,
      own: 7,
      children: 30,
    });
    expect(parseCpuSample("nothing", selfStat(1, 1))).toBeUndefined();
  });

  it("splits busy time between the children and other work, in cores", () => {
    // 2 CPUs, 100 ticks each elapse: the children used 150 ticks, this process 10, others 30.
    const before = parseCpuSample(procStat(1000, 1000), selfStat(100, 200))!;
    const after = parseCpuSample(procStat(1190, 1010), selfStat(110, 350))!;
    const share = cpuShare(before, after, 2);
    expect(share.children).toBeCloseTo(1.5);
    expect(share.others).toBeCloseTo(0.3);
    expect(cpuShare(before, before, 2)).toEqual({ children: 0, others: 0 });
  });

  it("samples this machine when it has /proc", () => {
    const s = cpuSample();
    if (s) expect(s.total).toBeGreaterThanOrEqual(s.busy);
  });
});
