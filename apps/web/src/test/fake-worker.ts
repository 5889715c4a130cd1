import type { FromWorker, ToWorker } from "../worker/jobs.ts";

/**
 * A stand-in for a module worker, for `createWorkerRunner`: records the jobs posted to it and whether it
 * was terminated, and answers only when a test tells it to (so it stays busy as long as the test wants).
 */
export class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  sent: ToWorker[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: ToWorker) {
    this.sent.push(message);
  }
  reply(message: FromWorker) {
    this.dispatchEvent(new MessageEvent("message", { data: message }));
  }
  /** Answers the last job posted with its result. */
  answer(result: unknown) {
    this.reply({ id: this.sent.at(-1)!.id, kind: "done", result });
  }
  terminate() {
    this.terminated = true;
  }
}

/** Makes a FakeWorker, typed as the Worker `createWorkerRunner` wants. */
export const makeFakeWorker = () => new FakeWorker() as unknown as Worker;
